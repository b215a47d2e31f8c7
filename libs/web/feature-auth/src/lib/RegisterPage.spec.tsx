import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@changas/web/data-access';
import { failure, ok, renderPage, stubApi, type ApiReply, type ApiRoutes } from '@changas/web/ui/testing';
import { RegisterPage } from './RegisterPage';

const USER = {
  id: 9,
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '',
  province: 'Córdoba',
  locality: 'Río Cuarto',
  created_at: '',
};
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI5In0.firma';
type User = ReturnType<typeof userEvent.setup>;

function setup(routes: ApiRoutes = {}, { demoMode = false, fakeTimers = false } = {}) {
  const api = stubApi({ 'GET /api/app-config': ok({ demo_mode: demoMode }), ...routes });
  renderPage(<RegisterPage />, { path: '/register' });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  return { api, user };
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const passwordInput = () => screen.getByLabelText(/^Contraseña/);
const confirmInput = () => screen.getByLabelText(/^Confirmar contraseña/);
const submit = () => screen.getByRole('button', { name: /Crear cuenta|Creando cuenta/ });

async function chooseProvince(user: User, province: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Provincia/ }), province);
}

async function enter(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function fillValid(user: User) {
  await enter(user, textbox(/Nombre completo/), '  Ana Pérez ');
  await enter(user, textbox(/Correo electrónico/), 'Ana@Example.com');
  await enter(user, passwordInput(), 'Secreta123');
  await enter(user, confirmInput(), 'Secreta123');
  await enter(user, textbox(/Teléfono/), '+54 9 358 412-3456');
  await chooseProvince(user, 'Córdoba');
  await enter(user, textbox(/Localidad/), 'Río Cuarto');
}

async function replaceText(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.paste(text);
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.clear();
});
afterEach(() => jest.useRealTimers());

describe('RegisterPage', () => {
  it('asks for every required field and focuses the first', async () => {
    const { user, api } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicia sesión aquí' })).toHaveAttribute('href', '/login');
    expect(passwordInput()).toHaveAccessibleDescription(
      'Debe tener 8-16 caracteres, una mayúscula y un número',
    );

    await user.click(submit());
    for (const message of [
      'El nombre es obligatorio',
      'El correo electrónico es obligatorio',
      'La contraseña es obligatoria',
      'Debes confirmar la contraseña',
      'La provincia es obligatoria',
      'La localidad es obligatoria',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(textbox(/Nombre completo/)).toHaveFocus();
    expect(api.callsTo('POST /api/user/register')).toHaveLength(0);
  });

  it('applies each rule with its message', async () => {
    const { user } = setup();
    await fillValid(user);
    const cases: [HTMLElement, string, string][] = [
      [textbox(/Nombre completo/), 'A', 'El nombre debe tener al menos 2 caracteres'],
      [textbox(/Nombre completo/), 'A'.repeat(101), 'El nombre no puede tener más de 100 caracteres'],
      [textbox(/Correo electrónico/), 'ana@example', 'El correo electrónico no es válido'],
      [passwordInput(), 'Abc123', 'La contraseña debe tener al menos 8 caracteres'],
      [passwordInput(), 'Abcdefgh123456789', 'La contraseña no puede tener más de 16 caracteres'],
      [passwordInput(), 'secreta123', 'La contraseña debe tener al menos una mayúscula'],
      [passwordInput(), 'SecretaSinNumero', 'La contraseña debe tener al menos un número'],
      [textbox(/Teléfono/), '12345', 'El teléfono debe tener entre 10 y 20 caracteres'],
      [textbox(/Teléfono/), '1'.repeat(21), 'El teléfono debe tener entre 10 y 20 caracteres'],
      [textbox(/Teléfono/), '2345-6789', 'Incluí el código de área, por ejemplo 11 15-2345-6789'],
      [textbox(/Teléfono/), '1234567890123', 'El teléfono no es válido'],
      [textbox(/Localidad/), 'R', 'La localidad debe tener al menos 2 caracteres'],
    ];
    for (const [input, value, message] of cases) {
      const valid = (input as HTMLInputElement).value;
      await replaceText(user, input, value);
      await user.click(submit());
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(input).toHaveFocus();
      await replaceText(user, input, valid);
      await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    }
  });

  it('requires the confirmation to match the password', async () => {
    const { user } = setup();
    await fillValid(user);
    await replaceText(user, confirmInput(), 'Secreta124');
    await user.click(submit());
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    // Changing the password re-checks the confirmation.
    await replaceText(user, passwordInput(), 'Secreta124');
    await waitFor(() => expect(screen.queryByText('Las contraseñas no coinciden')).not.toBeInTheDocument());
  });

  it('shows "Creando cuenta..." while it works, then welcomes and goes to the dashboard after 2 s', async () => {
    jest.useFakeTimers();
    let answer: (reply: ApiReply) => void = () => undefined;
    const { user, api } = setup(
      { 'POST /api/user/register': () => new Promise<ApiReply>((resolve) => (answer = resolve)) },
      { fakeTimers: true },
    );
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Creando cuenta...' })).toBeDisabled();
    // The label shows from the submit on, while the fields are still being validated.
    await waitFor(() => expect(api.callsTo('POST /api/user/register')).toHaveLength(1));
    expect(api.callsTo('POST /api/user/register')[0].body).toEqual({
      name: 'Ana Pérez',
      email: 'ana@example.com',
      password: 'Secreta123',
      confirm_password: 'Secreta123',
      phone: '+54 9 358 412-3456',
      province: 'Córdoba',
      locality: 'Río Cuarto',
    });

    await act(async () => answer(ok({ user: USER, token: TOKEN }, 'Bienvenido')));
    const banner = (await screen.findByText('¡Registro exitoso!')).closest('[role="status"]');
    expect(banner).toHaveTextContent('¡Registro exitoso!');
    expect(banner).toHaveTextContent('Bienvenido a Changas. Tu cuenta ha sido creada exitosamente.');
    expect(sessionStore.getToken()).toBe(TOKEN);

    act(() => void jest.advanceTimersByTime(1900));
    expect(screen.queryByRole('status', { name: 'Ubicación actual' })).not.toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(200));
    expect(screen.getByRole('status', { name: 'Ubicación actual' })).toHaveTextContent('/dashboard');
  });

  it('asks to log in and goes to /login after 3 s when no token came back', async () => {
    jest.useFakeTimers();
    const { user, api } = setup({ 'POST /api/user/register': ok({ user: USER }) }, { fakeTimers: true });
    await fillValid(user);
    await replaceText(user, textbox(/Teléfono/), '');
    await user.click(submit());
    expect(
      await screen.findByText('Registro exitoso. Por favor, inicia sesión con tu email y contraseña.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/register')[0].body).not.toHaveProperty('phone');
    expect(sessionStore.getSnapshot()).toBeNull();

    act(() => void jest.advanceTimersByTime(2500));
    expect(screen.queryByRole('status', { name: 'Ubicación actual' })).not.toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(600));
    expect(screen.getByRole('status', { name: 'Ubicación actual' })).toHaveTextContent('/login');
  });

  it('says when the email is already registered, and clears it when a field changes', async () => {
    const { user } = setup({
      'POST /api/user/register': failure(
        409,
        'IDENTITY.EMAIL_TAKEN',
        'El email ya está registrado. Usa otro email o inicia sesión.',
      ),
    });
    await fillValid(user);
    await user.click(submit());
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Error en el registro');
    expect(banner).toHaveTextContent('El email ya está registrado. Usa otro email o inicia sesión.');

    await user.type(textbox(/Correo electrónico/), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the server field errors on their fields and clears each one when it is edited', async () => {
    const { user } = setup({
      'POST /api/user/register': failure(
        400,
        'COMMON.VALIDATION',
        'Datos inválidos. Verifica que todos los campos estén completos y correctos.',
        {
          confirm_password: 'Las contraseñas no coinciden',
          locality: 'La localidad no puede tener más de 100 caracteres',
        },
      ),
    });
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Datos inválidos. Verifica que todos los campos estén completos y correctos.',
    );
    expect(confirmInput()).toHaveAccessibleDescription('Las contraseñas no coinciden');
    expect(confirmInput()).toHaveFocus();
    expect(textbox(/Localidad/)).toHaveAccessibleDescription(
      'La localidad no puede tener más de 100 caracteres',
    );

    await user.type(textbox(/Localidad/), ' Centro');
    expect(textbox(/Localidad/)).not.toHaveAccessibleDescription();
    expect(confirmInput()).toHaveAccessibleDescription('Las contraseñas no coinciden');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports a dropped connection', async () => {
    const { user } = setup({ 'POST /api/user/register': 'network-error' });
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error de conexión. Verifica tu internet e intenta nuevamente.',
    );
  });

  it('fills a valid new user in demo mode', async () => {
    const { user, api } = setup({ 'POST /api/user/register': ok({ user: USER }) }, { demoMode: true });
    await user.click(await screen.findByRole('button', { name: 'Completar con datos de prueba' }));
    expect((textbox(/Correo electrónico/) as HTMLInputElement).value).toMatch(
      /^prueba\.[a-z0-9]+@changas\.com\.ar$/,
    );
    await user.click(submit());
    await waitFor(() => expect(api.callsTo('POST /api/user/register')).toHaveLength(1));
    expect(api.callsTo('POST /api/user/register')[0].body).toMatchObject({
      province: 'Buenos Aires',
      locality: 'La Plata',
    });
  });
});
