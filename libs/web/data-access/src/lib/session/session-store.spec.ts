import { SESSION_COOKIE, type UserView } from '@changas/shared/contracts';
import { USER_STORAGE_KEY, isUsableToken, sessionStore, userFromToken } from './session-store';

const user: UserView = {
  id: 7,
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '',
  province: 'Salta',
  locality: 'Cafayate',
  created_at: '2026-11-01T10:00:00.000Z',
  notifications: { requests_received: true, answers: true, reminders: true },
};

/** An unsigned JWT-shaped token with the given payload (the client never verifies signatures). */
const tokenFor = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;

describe('session store', () => {
  afterEach(() => sessionStore.clear());

  it.each(['', '   ', 'undefined', null, undefined, 42])('refuses to save %p as a token', (token) => {
    expect(sessionStore.save(token, user)).toBe(false);
    expect(sessionStore.getSnapshot()).toBeNull();
    expect(document.cookie).not.toContain(`${SESSION_COOKIE}=`);
  });

  it('keeps the token in the authToken cookie and the user in localStorage userData', () => {
    const listener = jest.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    expect(sessionStore.save('abc.def.ghi', user)).toBe(true);
    unsubscribe();
    expect(listener).toHaveBeenCalled();
    expect(document.cookie).toContain(`${SESSION_COOKIE}=abc.def.ghi`);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(user);
    sessionStore.reload();
    expect(sessionStore.getSnapshot()).toEqual({ token: 'abc.def.ghi', user });
  });

  it('builds a basic user from the token id when no user is stored', () => {
    sessionStore.save(tokenFor({ sub: 7 }), user);
    localStorage.removeItem(USER_STORAGE_KEY);
    sessionStore.reload();
    expect(sessionStore.getSnapshot()?.user).toMatchObject({ id: 7, name: '' });
  });

  it('clears token and user', () => {
    sessionStore.save('abc.def.ghi', user);
    sessionStore.clear();
    sessionStore.reload();
    expect(sessionStore.getSnapshot()).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('tells a logout apart from a rejected token', () => {
    sessionStore.save('abc.def.ghi', user);
    sessionStore.clear(true);
    expect(sessionStore.endedByUser()).toBe(true);
    sessionStore.save('abc.def.ghi', user);
    expect(sessionStore.endedByUser()).toBe(false);
    sessionStore.clear();
    expect(sessionStore.endedByUser()).toBe(false);
  });

  it('updates the stored user', () => {
    sessionStore.save('abc.def.ghi', user);
    sessionStore.updateUser({ ...user, name: 'Ana María Pérez' });
    sessionStore.reload();
    expect(sessionStore.getSnapshot()?.user.name).toBe('Ana María Pérez');
  });
});

describe('token helpers', () => {
  it('reads the user id from the token subject', () => {
    expect(userFromToken(tokenFor({ sub: '12' }))?.id).toBe(12);
    expect(userFromToken(tokenFor({ sub: 'x' }))).toBeNull();
    expect(userFromToken('not-a-token')).toBeNull();
  });

  it('accepts only non-blank tokens', () => {
    expect(isUsableToken('a.b.c')).toBe(true);
    expect(isUsableToken(' undefined ')).toBe(false);
  });
});
