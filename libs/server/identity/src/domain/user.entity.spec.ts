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
});

describe('User', () => {
  it('registers with the normalised email, the hash and the creation time', () => {
    expect(User.register(details, 'hash', now)).toEqual({
      ...details,
      email: 'ana.perez@example.com',
      passwordHash: 'hash',
      createdAt: now,
    });
  });

  it('changes its profile and password only through named methods', () => {
    const user = User.restore({ ...User.register(details, 'old', now), id: 7 });

    user.updateProfile({ ...details, name: 'Ana María', email: 'NUEVO@example.com ', phone: '3511234567' });
    user.changePassword('new');

    expect(user.id).toBe(7);
    expect(user.profile).toEqual({
      ...details,
      name: 'Ana María',
      email: 'nuevo@example.com',
      phone: '3511234567',
    });
    expect(user.email).toBe('nuevo@example.com');
    expect(user.passwordHash).toBe('new');
    expect(user.createdAt).toEqual(now);
  });
});
