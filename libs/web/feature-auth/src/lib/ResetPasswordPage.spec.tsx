import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, ok, renderPage, stubApi, type ApiRoute, type ApiReply } from '@changas/web/ui/testing';
import { ResetPasswordPage } from './ResetPasswordPage';

const TOKEN = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const USED = failure(
  400,
  'IDENTITY.RESET_TOKEN_USED',
  'Este enlace de recuperación ya fue utilizado. Por favor, solicita un nuevo enlace de recuperación.',
);
const EXPIRED = failure(
  400,
  'IDENTITY.RESET_TOKEN_EXPIRED',
  'El enlace de recuperación ha expirado. Por favor, solicita un nuevo enlace de recuperación.',
);
const INVALID = failure(
  400,
  'IDENTITY.RESET_TOKEN_INVALID',
  'Token de recuperación inválido. Por favor, solicita un nuevo enlace de recuperación.',
);

function setup(answer?: ApiRoute, { token = TOKEN, demoMode = false, fakeTimers = false } = {}) {
  const api = stubApi({
    'GET /api/app-config': ok({ demo_mode: demoMode }),
    ...(answer ? { 'POST /api/user/reset-password': answer } : {}),
  });
  renderPage(<ResetPasswordPage />, { path: '/reset-password/:token?', url: `/reset-password/${token}` });
  return { api, user: userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {}) };
}

async function submitNewPassword(user: ReturnType<typeof userEvent.setup>, password = 'Nueva1234') {
  await user.type(screen.getByLabelText(/^Nueva contraseña/), password);
  await user.type(screen.getByLabelText(/^Confirmar contraseña/), `${password}{Enter}`);
}

const jwtExpiringAt = (exp: number) =>
  ['{"alg":"HS256"}', JSON.stringify({ sub: '1', exp })]
    .map((part) => btoa(part).replace(/=+$/, ''))
    .concat('firma')
    .join('.');

afterEach(() => jest.useRealTimers());

describe('ResetPasswordPage', () => {
  it('checks the new password and its confirmation', async () => {
    const { user, api } = setup(ok(null));
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));
    expect(await screen.findByText('La contraseña es obligatoria')).toBeInTheDocument();
    expect(screen.getByText('Debes confirmar la contraseña')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveFocus();

    await submitNewPassword(user, 'nueva1234');
    expect(await screen.findByText('La contraseña debe tener al menos una mayúscula')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Nueva contraseña/));
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'Nueva12345');
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/reset-password')).toHaveLength(0);
  });

  it('has a show/hide toggle on each password', () => {
    setup();
    expect(screen.getAllByRole('button', { name: 'Mostrar contraseña' })).toHaveLength(2);
  });

  it('updates the password, confirms and goes to /login after 3 s', async () => {
    jest.useFakeTimers();
    let answer: (reply: ApiReply) => void = () => undefined;
    const { user, api } = setup(() => new Promise<ApiReply>((resolve) => (answer = resolve)), {
      fakeTimers: true,
    });
    await submitNewPassword(user);
    expect(await screen.findByRole('button', { name: 'Actualizando...' })).toBeDisabled();
    expect(api.callsTo('POST /api/user/reset-password')[0].body).toEqual({
      token: TOKEN,
      new_password: 'Nueva1234',
    });

    await act(async () => answer(ok(null, 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.')));
    expect(await screen.findByRole('heading', { name: 'Contraseña actualizada' })).toBeInTheDocument();
    expect(screen.getByText('Tu contraseña fue actualizada. Ya puedes iniciar sesión.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');

    act(() => void jest.advanceTimersByTime(2900));
    expect(screen.queryByRole('status', { name: 'Ubicación actual' })).not.toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(200));
    expect(screen.getByRole('status', { name: 'Ubicación actual' })).toHaveTextContent('/login');
  });

  it('shows the already-used view', async () => {
    const { user } = setup(USED);
    await submitNewPassword(user);
    expect(await screen.findByRole('heading', { name: 'Enlace ya utilizado' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Ir al login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Solicitar nuevo enlace' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows the expired view', async () => {
    const { user } = setup(EXPIRED);
    await submitNewPassword(user);
    expect(await screen.findByRole('heading', { name: 'Enlace expirado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar nuevo enlace' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Volver al login' })).toHaveAttribute('href', '/login');
  });

  it('shows the invalid view', async () => {
    const { user } = setup(INVALID);
    await submitNewPassword(user);
    expect(await screen.findByRole('heading', { name: 'Enlace inválido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar nuevo enlace' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('recognises the used and expired texts of other servers', async () => {
    const { user } = setup({ status: 400, body: { success: false, error: '⏰ Token expired' } });
    await submitNewPassword(user);
    expect(await screen.findByRole('heading', { name: 'Enlace expirado' })).toBeInTheDocument();
  });

  it('shows an expired signed token as expired without asking the server', async () => {
    const { api } = setup(ok(null), { token: jwtExpiringAt(Math.floor(Date.now() / 1000) - 60) });
    expect(screen.getByRole('heading', { name: 'Enlace expirado' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/app-config')).toHaveLength(1));
    expect(api.callsTo('POST /api/user/reset-password')).toHaveLength(0);
  });

  it('shows other errors inline, with field errors on the field', async () => {
    const { user } = setup(
      failure(
        400,
        'COMMON.VALIDATION',
        'Datos inválidos. Verifica que todos los campos estén completos y correctos.',
        {
          new_password: 'La contraseña no puede tener más de 16 caracteres',
        },
      ),
    );
    await submitNewPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Datos inválidos.');
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveAccessibleDescription(
      'La contraseña no puede tener más de 16 caracteres',
    );
    expect(screen.getByRole('button', { name: 'Actualizar contraseña' })).toBeEnabled();
  });

  it('sends a blank token to /login', () => {
    setup(undefined, { token: '%20%20' });
    expect(screen.getByRole('status', { name: 'Ubicación actual' })).toHaveTextContent('/login');
  });

  it('sends a missing token to /login', () => {
    stubApi({ 'GET /api/app-config': ok({ demo_mode: false }) });
    renderPage(<ResetPasswordPage />, { path: '/reset-password/:token?', url: '/reset-password' });
    expect(screen.getByRole('status', { name: 'Ubicación actual' })).toHaveTextContent('/login');
  });

  it('shows the start of the token and its length in demo mode only', async () => {
    setup(undefined, { demoMode: true });
    const debug = await screen.findByRole('group', { name: 'Depuración del enlace' });
    expect(debug).toHaveTextContent(`Token: ${TOKEN.slice(0, 30)}… (longitud: 64)`);
  });
});
