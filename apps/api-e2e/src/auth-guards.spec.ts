import { AuthProbeModule } from './auth-guards.probe';
import { UNAUTHENTICATED, withToken } from './support/http';
import { registerUser } from './support/identity';
import { signJwt } from './support/jwt';
import { startTestApp, type TestApp } from './support/test-app';

describe('JwtAuthGuard, OptionalJwtAuthGuard and @CurrentUser for other contexts', () => {
  let api: TestApp;
  let token: string;
  let caller: { id: number; name: string; email: string };

  beforeAll(async () => {
    api = await startTestApp({ imports: [AuthProbeModule] });
    const { user, token: issued } = await registerUser(api, { name: 'Ana Pérez', email: 'ana@example.com' });
    token = issued;
    caller = { id: user.id, name: 'Ana Pérez', email: 'ana@example.com' };
  });
  afterAll(() => api?.close());

  it('a guarded route receives the caller, and refuses anyone else with 401', async () => {
    await expect(api.request('/api/probe/auth/private', withToken(token))).resolves.toMatchObject({
      status: 200,
      body: { success: true, data: caller },
    });
    const anonymous = await api.request('/api/probe/auth/private');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(UNAUTHENTICATED);
  });

  it('a public route personalises with a valid token and treats a missing or invalid one as anonymous', async () => {
    const forged = signJwt(
      { sub: String(caller.id), exp: Math.floor(Date.now() / 1000) + 60 },
      'another-secret',
    );

    await expect(api.request('/api/probe/auth/public', withToken(token))).resolves.toMatchObject({
      status: 200,
      body: { data: { user: caller } },
    });
    for (const init of [undefined, withToken(forged), withToken('basura')]) {
      await expect(api.request('/api/probe/auth/public', init)).resolves.toMatchObject({
        status: 200,
        body: { data: { user: null } },
      });
    }
  });
});
