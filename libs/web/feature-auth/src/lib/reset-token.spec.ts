import { isExpiredSignedToken } from './reset-token';

const NOW = Date.UTC(2025, 5, 1);
const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: object) => `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.firma`;

describe('isExpiredSignedToken', () => {
  it('is true for a three-part token whose exp is past', () => {
    expect(isExpiredSignedToken(jwt({ sub: '1', exp: NOW / 1000 - 1 }), NOW)).toBe(true);
    expect(isExpiredSignedToken(jwt({ exp: NOW / 1000 }), NOW)).toBe(true);
  });

  it('is false while the token is valid or has no exp', () => {
    expect(isExpiredSignedToken(jwt({ exp: NOW / 1000 + 3600 }), NOW)).toBe(false);
    expect(isExpiredSignedToken(jwt({ sub: '1', nombre: 'Pérez' }), NOW)).toBe(false);
  });

  it('leaves other tokens to the server', () => {
    expect(
      isExpiredSignedToken('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', NOW),
    ).toBe(false);
    expect(isExpiredSignedToken('a.b', NOW)).toBe(false);
    expect(isExpiredSignedToken('a..c', NOW)).toBe(false);
    expect(isExpiredSignedToken('no.es-json.c', NOW)).toBe(false);
  });
});
