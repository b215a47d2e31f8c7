import { DataSource } from 'typeorm';
import { UNAUTHENTICATED, withToken } from './support/http';
import { registerUser } from './support/identity';
import { signJwt } from './support/jwt';
import { startTestApp, TEST_ENV, type TestApp } from './support/test-app';

const now = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 3600;

/** Every request that is not a valid session of an existing user is refused with the same 401. */
describe('session tokens on guarded routes', () => {
  let api: TestApp;
  let userId: number;
  let token: string;
  const profileWith = (init?: RequestInit) => api.request('/api/user/profile', init);

  beforeAll(async () => {
    api = await startTestApp();
    ({
      user: { id: userId },
      token,
    } = await registerUser(api));
  });
  afterAll(() => api?.close());

  it('accepts the token the API issued', async () => {
    expect((await profileWith(withToken(token))).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const { status, body } = await profileWith();
    expect(status).toBe(401);
    expect(body).toEqual(UNAUTHENTICATED);
  });

  const claims = (overrides: object = {}) => ({
    sub: String(userId),
    sv: 0,
    iat: now(),
    exp: now() + DAY,
    ...overrides,
  });

  it('accepts a token signed with the secret for the user and its session version', async () => {
    expect((await profileWith(withToken(signJwt(claims(), TEST_ENV.JWT_SECRET)))).status).toBe(200);
  });

  it.each<[string, () => RequestInit]>([
    ['signed with another secret', () => withToken(signJwt(claims(), 'another-secret'))],
    ['with alg none and no signature', () => withToken(signJwt(claims(), TEST_ENV.JWT_SECRET, 'none'))],
    [
      'signed with HS512 (algorithm not pinned)',
      () => withToken(signJwt(claims(), TEST_ENV.JWT_SECRET, 'HS512')),
    ],
    [
      'expired',
      () => withToken(signJwt(claims({ iat: now() - 8 * DAY, exp: now() - DAY }), TEST_ENV.JWT_SECRET)),
    ],
    ['with a payload changed after signing', () => withToken(tamperedSubject(token, userId + 1))],
    [
      'for a user id that never existed',
      () => withToken(signJwt(claims({ sub: '999999' }), TEST_ENV.JWT_SECRET)),
    ],
    [
      'whose subject is not a user id',
      () => withToken(signJwt(claims({ sub: 'admin' }), TEST_ENV.JWT_SECRET)),
    ],
    ['of another session version', () => withToken(signJwt(claims({ sv: 1 }), TEST_ENV.JWT_SECRET))],
    ['without a session version', () => withToken(signJwt(claims({ sv: undefined }), TEST_ENV.JWT_SECRET))],
    ['malformed', () => withToken('not-a-jwt')],
    ['made of three garbage parts', () => withToken('a.b.c')],
    ['sent without the Bearer scheme', () => withToken(token, 'Token')],
    ['sent as an empty bearer', () => withToken('')],
    ['sent twice after one Bearer', () => withToken(`${token} ${token}`)],
    ['followed by another word', () => withToken(`${token} extra`)],
  ])('answers 401 for a token %s', async (_case, init) => {
    const { status, body } = await profileWith(init());
    expect(status).toBe(401);
    expect(body).toEqual(UNAUTHENTICATED);
  });

  it('answers 401 for the token of a deleted user', async () => {
    const doomed = await registerUser(api);
    expect((await profileWith(withToken(doomed.token))).status).toBe(200);

    await api.app.get(DataSource).query('DELETE FROM users WHERE id = ?', [doomed.user.id]);

    const { status, body } = await profileWith(withToken(doomed.token));
    expect(status).toBe(401);
    expect(body).toEqual(UNAUTHENTICATED);
  });
});

/** The same signature over a payload whose `sub` names another user. */
function tamperedSubject(token: string, sub: number): string {
  const [header, payload, signature] = token.split('.');
  const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), sub: String(sub) };
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}
