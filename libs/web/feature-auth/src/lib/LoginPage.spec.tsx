import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@changas/web/data-access';
import { failure, ok, renderPage, stubApi, type ApiRoutes } from '@changas/web/ui/testing';
import { LoginPage } from './LoginPage';

const USER = {
  id: 7,
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '',
  province: '',
  locality: '',
  created_at: '',
  notifications: { requests_received: true, answers: true, reminders: true },
};
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.firma';
const WRONG = failure(401, 'IDENTITY.INVALID_CREDENTIALS', 'Email o contraseña incorrectos.');

function setup(routes: ApiRoutes = {}, options: { demoMode?: boolean; state?: unknown } = {}) {
  const api = stubApi({ 'GET /api/app-config': ok({ demo_mode: options.demoMode ?? false }), ...routes });
  const view = renderPage(<LoginPage />, { path: '/login', state: options.state });
  return { ...view, api, user: userEvent.setup() };
}

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText(/^Contraseña/);
const submit = () => screen.getByRole('button', { name: 'Iniciar sesión' });

async function logIn(
  user: ReturnType<typeof userEvent.setup>,
  address = 'ana@example.com',
  secret = 'Mala1234',
) {
  await user.clear(email());
  await user.type(email(), address);
  await user.clear(password());
  await user.type(password(), `${secret}{Enter}`);
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.clear();
});

describe('LoginPage', () => {
  it('explains what is missing and focuses the first invalid field', async () => {
    const { user, api } = setup();
    await user.click(submit());
    expect(await screen.findByText('El email es requerido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument();
    expect(email()).toHaveFocus();

    await user.type(email(), 'ana@');
    await user.click(submit());
    expect(await screen.findByText('El email no es válido')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/login')).toHaveLength(0);
  });

  it('labels the fields for autofill and links to register and password recovery', () => {
    setup();
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('counts a wrong password as a failed attempt', async () => {
    const { user, api } = setup({ 'POST /api/user/login': WRONG });
    expect(screen.queryByText(/Intentos:/)).not.toBeInTheDocument();
    await logIn(user, '  Ana@Example.com ');
    expect(await screen.findByText('Email o contraseña incorrectos.')).toBeInTheDocument();
    expect(screen.getByText('Intentos: 1/5')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/login')[0].body).toEqual({
      email: 'ana@example.com',
      password: 'Mala1234',
    });
    expect(localStorage.getItem('loginAttempts')).toBe('1');
  });

  it('does not count a dropped connection', async () => {
    const { user } = setup({ 'POST /api/user/login': 'network-error' });
    await logIn(user);
    expect(
      await screen.findByText('Error de conexión. Verifica tu internet e intenta nuevamente.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Intentos:/)).not.toBeInTheDocument();
  });

  it('blocks the form for ten minutes after five failures, also after a reload', async () => {
    const { user, unmount } = setup({ 'POST /api/user/login': WRONG });
    for (let attempt = 1; attempt <= 4; attempt++) {
      await logIn(user);
      expect(await screen.findByText(`Intentos: ${attempt}/5`)).toBeInTheDocument();
    }
    await logIn(user);
    expect(
      await screen.findByText('Demasiados intentos fallidos. Cuenta bloqueada por 10 minutos.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Intentos: 5/5')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(10:00|9:59)$/);
    expect(email()).toBeDisabled();
    expect(password()).toBeDisabled();
    expect(submit()).toBeDisabled();
    // The stored block time is when the block ends.
    expect(Number(localStorage.getItem('blockTime'))).toBeGreaterThan(Date.now() + 9 * 60_000);

    unmount();
    setup();
    expect(
      screen.getByText('Demasiados intentos fallidos. Intenta nuevamente en 10 minutos.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Cuenta bloqueada por múltiples intentos fallidos')).toBeInTheDocument();
    expect(email()).toBeDisabled();
    expect(submit()).toBeDisabled();
  });

  it('shows the time left of a stored block', () => {
    localStorage.setItem('loginAttempts', '5');
    localStorage.setItem('blockTime', String(Date.now() + 6 * 60_000));
    setup();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(6:00|5:59)$/);
  });

  it('lifts an expired block and starts counting again', () => {
    localStorage.setItem('loginAttempts', '5');
    localStorage.setItem('blockTime', String(Date.now() - 60_000));
    setup();
    expect(email()).toBeEnabled();
    expect(screen.queryByText(/Intentos:/)).not.toBeInTheDocument();
    expect(localStorage.getItem('loginAttempts')).toBeNull();
  });

  it('logs in, resets the counter and goes to the dashboard', async () => {
    localStorage.setItem('loginAttempts', '2');
    const { user } = setup({ 'POST /api/user/login': ok({ user: USER, token: TOKEN }) });
    expect(screen.getByText('Intentos: 2/5')).toBeInTheDocument();
    await logIn(user, 'ana@example.com', 'Buena1234');
    expect(await screen.findByRole('status', { name: 'Ubicación actual' })).toHaveTextContent('/dashboard');
    expect(localStorage.getItem('loginAttempts')).toBeNull();
    expect(sessionStore.getSnapshot()).toEqual({ token: TOKEN, user: USER });
  });

  it('returns to the page the guard came from', async () => {
    const { user } = setup(
      { 'POST /api/user/login': ok({ user: USER, token: TOKEN }) },
      { state: { from: { pathname: '/profile', search: '', hash: '' } } },
    );
    await logIn(user, 'ana@example.com', 'Buena1234');
    expect(await screen.findByRole('status', { name: 'Ubicación actual' })).toHaveTextContent('/profile');
  });

  it('sends an authenticated visitor straight on', () => {
    sessionStore.save(TOKEN, USER);
    setup();
    expect(screen.getByRole('status', { name: 'Ubicación actual' })).toHaveTextContent('/dashboard');
  });

  it('offers the demo credentials only in demo mode', async () => {
    const { user, api } = setup({ 'POST /api/user/login': WRONG }, { demoMode: true });
    await user.click(await screen.findByRole('button', { name: 'Usar credenciales de demostración' }));
    expect(email()).toHaveValue('demo@changas.com.ar');
    expect(password()).toHaveValue('Demo1234');
    await user.click(submit());
    await waitFor(() => expect(api.callsTo('POST /api/user/login')).toHaveLength(1));
    expect(api.calls.at(-1)?.body).toEqual({ email: 'demo@changas.com.ar', password: 'Demo1234' });
  });

  it('hides the demo helper outside demo mode', async () => {
    const { api } = setup();
    await waitFor(() => expect(api.callsTo('GET /api/app-config')).toHaveLength(1));
    expect(
      screen.queryByRole('button', { name: 'Usar credenciales de demostración' }),
    ).not.toBeInTheDocument();
  });
});
