import type { ApiSuccess, AuthResponse, ProfileResponse, RegisterRequest } from '@changas/shared/contracts';
import { DataSource } from 'typeorm';
import { jsonRequest, validationFailure, withToken } from './support/http';
import { newRegistration } from './support/identity';
import { startTestApp, type TestApp } from './support/test-app';

const EMAIL_TAKEN = {
  success: false,
  error: 'El email ya está registrado. Usa otro email o inicia sesión.',
  code: 'IDENTITY.EMAIL_TAKEN',
};

describe('POST /api/user/register', () => {
  let api: TestApp;
  const register = (body: unknown) =>
    api.request<ApiSuccess<AuthResponse>>('/api/user/register', jsonRequest('POST', body));

  beforeAll(async () => {
    api = await startTestApp();
  });
  afterAll(() => api?.close());

  it('creates the account and answers 201 with the user, a token and the welcome message', async () => {
    const registration = newRegistration();
    const before = Date.now();

    const { status, body } = await register(registration);

    expect(status).toBe(201);
    expect(body).toEqual({
      success: true,
      data: {
        user: {
          id: expect.any(Number),
          name: 'Ana Pérez',
          email: registration.email,
          phone: '+5493584123456',
          province: 'Córdoba',
          locality: 'Río Cuarto',
          created_at: expect.any(String),
          notifications: { requests_received: true, answers: true, reminders: true },
        },
        token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      },
      message: 'Bienvenido a Changas. Tu cuenta ha sido creada exitosamente.',
    });
    const createdAt = Date.parse(body.data.user.created_at);
    expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 1000);

    const profile = await api.request<ApiSuccess<ProfileResponse>>(
      '/api/user/profile',
      withToken(body.data.token),
    );
    expect(profile.body.data.user).toEqual(body.data.user);
  });

  it('stores only an argon2id hash with the OWASP parameters, never the password', async () => {
    const registration = newRegistration();
    const { body } = await register(registration);

    expect(JSON.stringify(body)).not.toMatch(/Secreta123|argon2|password/);
    const [{ hash }] = await api.app
      .get(DataSource)
      .query('SELECT password_hash AS hash FROM users WHERE id = ?', [body.data.user.id]);
    const [, algorithm, version, parameters] = String(hash).split('$');
    expect([algorithm, version]).toEqual(['argon2id', 'v=19']);
    expect(parameters.split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
  });

  it('trims every value, lower-cases the email and stores a missing phone as empty text', async () => {
    const { status, body } = await register({
      ...newRegistration(),
      name: '  Beto Gómez ',
      email: '  Beto.Gomez@Example.COM ',
      province: ' Salta ',
      locality: ' Cafayate ',
      phone: undefined,
    });

    expect(status).toBe(201);
    expect(body.data.user).toMatchObject({
      name: 'Beto Gómez',
      email: 'beto.gomez@example.com',
      province: 'Salta',
      locality: 'Cafayate',
      phone: '',
    });
    expect((await register({ ...newRegistration(), phone: '' })).status).toBe(201);
  });

  it('answers 409 for an email already registered, whatever its case and spaces', async () => {
    const registration = newRegistration({ email: 'carla@example.com' });
    expect((await register(registration)).status).toBe(201);

    for (const email of ['carla@example.com', 'CARLA@Example.com', '  carla@example.com  ']) {
      const { status, body } = await register({ ...newRegistration(), email });
      expect(status).toBe(409);
      expect(body).toEqual(EMAIL_TAKEN);
    }
  });

  it('lets only one of two simultaneous registrations of an email through', async () => {
    const registration = newRegistration({ email: 'doble@example.com' });

    const answers = await Promise.all([register(registration), register(registration)]);

    expect(answers.map(({ status }) => status).sort()).toEqual([201, 409]);
  });

  it('reports every missing field of an empty body', async () => {
    const { status, body } = await register({});
    expect(status).toBe(400);
    expect(body).toEqual(
      validationFailure({
        name: 'El nombre es obligatorio',
        email: 'El correo electrónico es obligatorio',
        password: 'La contraseña es obligatoria',
        confirm_password: 'Debes confirmar la contraseña',
        province: 'La provincia es obligatoria',
        locality: 'La localidad es obligatoria',
      }),
    );
  });

  const long = (length: number) => 'x'.repeat(length);
  const password = (value: string) => ({ password: value, confirm_password: value });

  it.each<[Partial<Record<keyof RegisterRequest | 'role', unknown>>, string, string]>([
    [{ name: '   ' }, 'name', 'El nombre es obligatorio'],
    [{ name: 'A' }, 'name', 'El nombre debe tener al menos 2 caracteres'],
    [{ name: ' A ' }, 'name', 'El nombre debe tener al menos 2 caracteres'],
    [{ name: long(101) }, 'name', 'El nombre no puede tener más de 100 caracteres'],
    [{ name: 42 }, 'name', 'El nombre es obligatorio'],
    [{ email: '  ' }, 'email', 'El correo electrónico es obligatorio'],
    [{ email: 'ana@example' }, 'email', 'El correo electrónico no es válido'],
    [{ email: 'ana perez@example.com' }, 'email', 'El correo electrónico no es válido'],
    [{ email: `${long(250)}@example.com` }, 'email', 'El correo electrónico no es válido'],
    [password('abc'), 'password', 'La contraseña debe tener al menos 8 caracteres'],
    [password('Abc1234'), 'password', 'La contraseña debe tener al menos 8 caracteres'],
    [password('Abcdefgh123456789'), 'password', 'La contraseña no puede tener más de 16 caracteres'],
    [password('abcdefgh'), 'password', 'La contraseña debe tener al menos una mayúscula'],
    [password('secreta123'), 'password', 'La contraseña debe tener al menos una mayúscula'],
    [password('Secretaaa'), 'password', 'La contraseña debe tener al menos un número'],
    [{ confirm_password: '' }, 'confirm_password', 'Debes confirmar la contraseña'],
    [{ confirm_password: 'Secreta124' }, 'confirm_password', 'Las contraseñas no coinciden'],
    [{ province: '' }, 'province', 'La provincia es obligatoria'],
    [{ province: 'B' }, 'province', 'La provincia debe tener al menos 2 caracteres'],
    [{ province: long(101) }, 'province', 'La provincia no puede tener más de 100 caracteres'],
    [{ locality: ' ' }, 'locality', 'La localidad es obligatoria'],
    [{ locality: 'L' }, 'locality', 'La localidad debe tener al menos 2 caracteres'],
    [{ locality: long(101) }, 'locality', 'La localidad no puede tener más de 100 caracteres'],
    [{ phone: '12345' }, 'phone', 'El teléfono debe tener entre 10 y 20 caracteres'],
    [{ phone: '1'.repeat(21) }, 'phone', 'El teléfono debe tener entre 10 y 20 caracteres'],
    [{ phone: 'tel. 3511234567' }, 'phone', 'El teléfono no es válido'],
    [{ phone: '1234567890123' }, 'phone', 'El teléfono no es válido'],
    [{ phone: '2345-6789' }, 'phone', 'Incluí el código de área, por ejemplo 11 15-2345-6789'],
    [{ role: 'admin' }, 'role', 'Este campo no está permitido'],
  ])('answers 400 for %j: %s → %s', async (overrides, field, message) => {
    const { status, body } = await register({ ...newRegistration(), ...overrides });
    expect(status).toBe(400);
    expect(body).toEqual(validationFailure({ [field]: message }));
  });
});
