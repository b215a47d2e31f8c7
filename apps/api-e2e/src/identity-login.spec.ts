import { SESSION_TTL_DAYS, type ApiSuccess, type ProfileResponse } from '@changas/shared/contracts';
import { jsonRequest, validationFailure, withToken } from './support/http';
import { login, registerUser } from './support/identity';
import { decodeJwt } from './support/jwt';
import { startTestApp, type TestApp } from './support/test-app';

const INVALID_CREDENTIALS = {
  success: false,
  error: 'Email o contraseña incorrectos.',
  code: 'IDENTITY.INVALID_CREDENTIALS',
};

describe('POST /api/user/login', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });
  afterAll(() => api?.close());

  it('answers 200 with the user and a token, the email in any case and with spaces', async () => {
    const { user, password } = await registerUser(api, { email: 'ana@example.com' });

    const { status, body } = await login(api, '  ANA@Example.com ', password);

    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { user, token: expect.any(String) } });
    const profile = await api.request<ApiSuccess<ProfileResponse>>(
      '/api/user/profile',
      withToken(body.data.token),
    );
    expect(profile.body.data.user.id).toBe(user.id);
  });

  it('issues an HS256 token for the user id and its session version that expires in 7 days', async () => {
    const { user, password } = await registerUser(api);
    const { body } = await login(api, user.email, password);

    const { header, payload } = decodeJwt(body.data.token);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({
      sub: String(user.id),
      sv: 0,
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(SESSION_TTL_DAYS * 24 * 3600);
    expect(Math.abs(Number(payload.iat) - Date.now() / 1000)).toBeLessThan(60);
  });

  it('answers the same 401 for a wrong password and for an unknown email', async () => {
    const { user } = await registerUser(api);

    const wrongPassword = await login(api, user.email, 'Secreta124');
    const unknownEmail = await login(api, 'nadie@example.com', 'Secreta123');
    const caseChangedPassword = await login(api, user.email, 'secreta123');

    for (const answer of [wrongPassword, unknownEmail, caseChangedPassword]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(INVALID_CREDENTIALS);
    }
  });

  it.each([
    [{}, { email: 'El email es requerido', password: 'La contraseña es requerida' }],
    [
      { email: ' ', password: '' },
      { email: 'El email es requerido', password: 'La contraseña es requerida' },
    ],
    [{ email: 'ana@', password: 'Secreta123' }, { email: 'El email no es válido' }],
    [{ email: 'ana@example.com', password: 12345678 }, { password: 'La contraseña es requerida' }],
    [
      { email: 'ana@example.com', password: 'x', remember: true },
      { remember: 'Este campo no está permitido' },
    ],
  ])('answers 400 for %j', async (credentials, errors) => {
    const { status, body } = await api.request('/api/user/login', jsonRequest('POST', credentials));
    expect(status).toBe(400);
    expect(body).toEqual(validationFailure(errors));
  });
});
