import { normalizeEmail } from './email';
import { User } from './user.entity';

const details = {
  name: 'Ana Pérez',
  email: '  Ana.Perez@Example.COM ',
  phone: '',
  province: 'Salta',
  locality: 'Cafayate',
};
const now = new Date('2026-03-02T12:00:00Z');

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Ana.Perez@Example.COM\t')).toBe('ana.perez@example.com');
  });

  it('folds full-width and other compatibility forms, including full-width spaces', () => {
    expect(normalizeEmail('\u3000ｄｅｍｏ@ＣＨＡＮＧＡＳ.com.ar ')).toBe('demo@changas.com.ar');
  });

  it('keeps accents, so an accented address is another email', () => {
    expect(normalizeEmail('Dêmo@Chängas.com.ar')).toBe('dêmo@chängas.com.ar');
    // Composed and decomposed spellings of the same letter are one email.
    expect(normalizeEmail('de\u0302mo@x.com')).toBe(normalizeEmail('d\u00eamo@x.com'));
  });
});

describe('User', () => {
  it('registers with the normalised email, the hash, the creation time and the first session version', () => {
    expect(User.register(details, 'hash', now)).toEqual({
      ...details,
      email: 'ana.perez@example.com',
      passwordHash: 'hash',
      createdAt: now,
      sessionVersion: 0,
    });
  });

  it('changes its profile only through a named method, keeping the email normalised', () => {
    const user = User.restore({ ...User.register(details, 'old', now), id: 7 });

    user.updateProfile({ ...details, name: 'Ana María', email: 'NUEVO@example.com ', phone: '3511234567' });

    expect(user.id).toBe(7);
    expect(user.profile).toEqual({
      ...details,
      name: 'Ana María',
      email: 'nuevo@example.com',
      phone: '3511234567',
    });
    expect(user.email).toBe('nuevo@example.com');
    expect(user.createdAt).toEqual(now);
  });

  it('does not carry the password hash it was registered with', () => {
    const user = User.restore({ ...User.register(details, 'secret-hash', now), id: 7 });

    expect(JSON.stringify(user)).not.toContain('secret-hash');
  });

  it('accepts only sessions issued under its current session version', () => {
    const user = User.restore({ ...User.register(details, 'hash', now), id: 7, sessionVersion: 2 });

    expect(user.acceptsSession(2)).toBe(true);
    expect(user.acceptsSession(1)).toBe(false);
    expect(user.acceptsSession(3)).toBe(false);
  });
});
