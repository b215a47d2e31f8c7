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
const EVERY_NOTIFICATION = { requestsReceived: true, answers: true, reminders: true };

const registered = (hash: string) => {
  const user = User.register(details, hash, now);
  if (!user.ok) throw user.error;
  return user.value;
};

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
  it('registers with the normalised email, the hash, the creation time, the first session version and every email on', () => {
    expect(User.register(details, 'hash', now)).toEqual({
      ok: true,
      value: {
        ...details,
        email: 'ana.perez@example.com',
        notificationPreferences: EVERY_NOTIFICATION,
        passwordHash: 'hash',
        createdAt: now,
        sessionVersion: 0,
      },
    });
  });

  it('stores the phone in E.164 and refuses one that is not a valid number on its field', () => {
    const user = User.register({ ...details, phone: '011 15-2345-6789' }, 'hash', now);
    expect(user.ok && user.value.phone).toBe('+5491123456789');

    const refused = User.register({ ...details, phone: '2345-6789' }, 'hash', now);
    expect(refused.ok || refused.error.fieldErrors).toEqual({
      phone: 'Incluí el código de área, por ejemplo 11 15-2345-6789',
    });
  });

  it('changes its profile only through a named method, keeping the email and the phone normalised', () => {
    const user = User.restore({ ...registered('old'), id: 7 });

    user.updateProfile({ ...details, name: 'Ana María', email: 'NUEVO@example.com ', phone: '3511234567' });

    expect(user.id).toBe(7);
    expect(user.profile).toEqual({
      ...details,
      name: 'Ana María',
      email: 'nuevo@example.com',
      phone: '+543511234567',
    });
    expect(user.email).toBe('nuevo@example.com');
    expect(user.createdAt).toEqual(now);
  });

  it('does not carry the password hash it was registered with', () => {
    const user = User.restore({ ...registered('secret-hash'), id: 7 });

    expect(JSON.stringify(user)).not.toContain('secret-hash');
  });

  it('accepts only sessions issued under its current session version', () => {
    const user = User.restore({ ...registered('hash'), id: 7, sessionVersion: 2 });

    expect(user.acceptsSession(2)).toBe(true);
    expect(user.acceptsSession(1)).toBe(false);
    expect(user.acceptsSession(3)).toBe(false);
  });

  it('turns kinds of email on and off, keeping the others', () => {
    const user = User.restore({ ...registered('hash'), id: 7 });

    user.changeNotificationPreferences({ answers: false });
    user.changeNotificationPreferences({ reminders: false, requestsReceived: true });

    expect(user.notificationPreferences).toEqual({
      requestsReceived: true,
      answers: false,
      reminders: false,
    });
  });
});
