import { bearerTokenOf } from './bearer-token';

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
const withAuthorization = (authorization?: string | string[]) => ({ headers: { authorization } });

describe('bearerTokenOf', () => {
  it.each([`Bearer ${token}`, `bearer ${token}`, `Bearer  ${token}`])(
    'reads the one token of %p',
    (header) => {
      expect(bearerTokenOf(withAuthorization(header))).toBe(token);
    },
  );

  it.each([
    ['two tokens', `Bearer ${token} ${token}`],
    ['a token and another word', `Bearer ${token} extra`],
    ['another scheme', `Token ${token}`],
    ['no scheme', token],
    ['the scheme alone', 'Bearer'],
    ['an empty token', 'Bearer '],
    ['a token with a comma', `Bearer ${token},${token}`],
    ['a tab inside the token', `Bearer ${token}\t${token}`],
  ])('refuses %s', (_case, header) => {
    expect(bearerTokenOf(withAuthorization(header))).toBeNull();
  });

  it('refuses a request without the header or with it repeated', () => {
    expect(bearerTokenOf(withAuthorization())).toBeNull();
    expect(bearerTokenOf(withAuthorization([`Bearer ${token}`, `Bearer ${token}`]))).toBeNull();
  });
});
