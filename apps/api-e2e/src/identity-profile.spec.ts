import type { ApiSuccess, ProfileResponse, UpdateProfileRequest } from '@changas/shared/contracts';
import { jsonRequest, UNAUTHENTICATED, validationFailure, withToken } from './support/http';
import { login, registerUser } from './support/identity';
import { startTestApp, type TestApp } from './support/test-app';

const profile: UpdateProfileRequest = {
  name: 'Ana María Pérez',
  email: 'ana.maria@example.com',
  phone: '+54 9 261 412-3456',
  province: 'Mendoza',
  locality: 'Godoy Cruz',
};

describe('/api/user/profile', () => {
  let api: TestApp;
  const getProfile = (token: string) =>
    api.request<ApiSuccess<ProfileResponse>>('/api/user/profile', withToken(token));
  const putProfile = (token: string, body: unknown) =>
    api.request<ApiSuccess<ProfileResponse>>('/api/user/profile', jsonRequest('PUT', body, token));

  beforeAll(async () => {
    api = await startTestApp();
  });
  afterAll(() => api?.close());

  it('GET answers the profile fields of the caller', async () => {
    const { user, token } = await registerUser(api, { email: 'get@example.com' });

    const { status, body } = await getProfile(token);

    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: {
        user: {
          id: user.id,
          name: 'Ana Pérez',
          email: 'get@example.com',
          phone: '+5493584123456',
          province: 'Córdoba',
          locality: 'Río Cuarto',
          created_at: user.created_at,
          notifications: { requests_received: true, answers: true, reminders: true },
        },
      },
    });
  });

  it('PUT replaces the profile, normalising the email, and the change persists', async () => {
    const { user, token, password } = await registerUser(api);

    const { status, body } = await putProfile(token, {
      ...profile,
      name: ' Ana María Pérez ',
      email: ' Ana.Maria@Example.com ',
    });

    expect(status).toBe(200);
    const updated = {
      ...profile,
      phone: '+5492614123456',
      id: user.id,
      created_at: user.created_at,
      notifications: user.notifications,
    };
    expect(body).toEqual({
      success: true,
      data: { user: updated },
      message: 'Perfil actualizado correctamente',
    });
    expect((await getProfile(token)).body.data.user).toEqual(updated);
    expect((await login(api, 'ana.maria@example.com', password)).status).toBe(200);
    expect((await login(api, user.email, password)).status).toBe(401);
  });

  it.each([
    ['011 15-2345-6789', '+5491123456789'],
    ['+54 9 11 2345 6789', '+5491123456789'],
    ['11 15 2345-6789', '+5491123456789'],
    ['(0351) 412-3456', '+543514123456'],
  ])('PUT stores the phone %s in E.164 as %s', async (phone, e164) => {
    const { user, token } = await registerUser(api);

    const { status, body } = await putProfile(token, { ...profile, email: user.email, phone });

    expect(status).toBe(200);
    expect(body.data.user.phone).toBe(e164);
    expect((await getProfile(token)).body.data.user.phone).toBe(e164);
  });

  it('PUT stores missing phone, province and locality as empty text', async () => {
    const { token } = await registerUser(api);

    const { status, body } = await putProfile(token, { name: 'Beto', email: 'beto@example.com' });

    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({
      name: 'Beto',
      email: 'beto@example.com',
      phone: '',
      province: '',
      locality: '',
    });
  });

  it('PUT keeps the own email in another case and refuses the email of another user with 409', async () => {
    const { user, token } = await registerUser(api, { email: 'carla@example.com' });
    await registerUser(api, { email: 'dario@example.com' });

    expect((await putProfile(token, { ...profile, email: 'CARLA@example.com' })).status).toBe(200);
    const { status, body } = await putProfile(token, { ...profile, email: ' Dario@Example.com' });

    expect(status).toBe(409);
    expect(body).toEqual({
      success: false,
      error: 'El email ya está registrado. Usa otro email o inicia sesión.',
      code: 'IDENTITY.EMAIL_TAKEN',
    });
    expect((await getProfile(token)).body.data.user.email).toBe(user.email);
  });

  it.each<[Partial<Record<keyof UpdateProfileRequest | 'password', unknown>>, Record<string, string>]>([
    [{ email: 'ana@example' }, { email: 'El formato del email no es válido' }],
    [{ email: 'ana maria@example.com' }, { email: 'El formato del email no es válido' }],
    [{ email: undefined }, { email: 'El correo electrónico es obligatorio' }],
    [{ phone: '011-abcd-efgh' }, { phone: 'El teléfono no es válido' }],
    [{ phone: '+54 9 11 2345' }, { phone: 'El teléfono no es válido' }],
    [{ phone: '2345-6789' }, { phone: 'Incluí el código de área, por ejemplo 11 15-2345-6789' }],
    [{ phone: '12345' }, { phone: 'El teléfono debe tener entre 10 y 20 caracteres' }],
    [{ phone: '1'.repeat(21) }, { phone: 'El teléfono debe tener entre 10 y 20 caracteres' }],
    [{ name: '' }, { name: 'El nombre es obligatorio' }],
    [{ name: 'A' }, { name: 'El nombre debe tener al menos 2 caracteres' }],
    [{ name: 'x'.repeat(101) }, { name: 'El nombre no puede tener más de 100 caracteres' }],
    [{ province: 'x' }, { province: 'La provincia debe tener al menos 2 caracteres' }],
    [{ locality: 'x'.repeat(101) }, { locality: 'La localidad no puede tener más de 100 caracteres' }],
    [{ password: 'Nueva1234' }, { password: 'Este campo no está permitido' }],
    // A place is a province with its locality: half of one would silently wipe where the user is.
    [{ locality: '' }, { locality: 'La localidad es obligatoria' }],
    [{ locality: null }, { locality: 'La localidad es obligatoria' }],
    [{ province: '' }, { province: 'La provincia es obligatoria' }],
  ])('PUT answers 400 for %j', async (overrides, errors) => {
    const { token } = await registerUser(api);

    const { status, body } = await putProfile(token, { ...profile, ...overrides });

    expect(status).toBe(400);
    expect(body).toEqual(validationFailure(errors));
  });

  it('answers 401 to GET and PUT without a session', async () => {
    for (const answer of [
      await api.request('/api/user/profile'),
      await api.request('/api/user/profile', jsonRequest('PUT', profile)),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(UNAUTHENTICATED);
    }
  });
});
