import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, ok, renderPage, stubApi, type ApiReply, type ApiRoutes } from '@changas/web/ui/testing';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const SENT = ok(null, 'Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.');

function setup(routes: ApiRoutes = {}, { demoMode = false } = {}) {
  const api = stubApi({ 'GET /api/app-config': ok({ demo_mode: demoMode }), ...routes });
  renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  return { api, user: userEvent.setup() };
}

const email = () => screen.getByRole('textbox', { name: /Correo electrónico/ });

describe('ForgotPasswordPage', () => {
  it('checks the email before sending', async () => {
    const { user, api } = setup();
    expect(screen.getByRole('link', { name: 'Volver al inicio de sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar enlace de recuperación' }));
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    expect(email()).toHaveFocus();
    await user.type(email(), 'ana@{Enter}');
    expect(await screen.findByText('El formato del correo electrónico no es válido')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/forgot-password')).toHaveLength(0);
  });

  it('sends the link and shows the confirmation with a way back to login', async () => {
    let answer: (reply: ApiReply) => void = () => undefined;
    const { user, api } = setup({
      'POST /api/user/forgot-password': () => new Promise<ApiReply>((resolve) => (answer = resolve)),
    });
    await user.type(email(), ' Ana@Example.com{Enter}');
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(api.callsTo('POST /api/user/forgot-password')[0].body).toEqual({ email: 'ana@example.com' });

    answer(SENT);
    const heading = await screen.findByRole('heading', { name: 'Revisa tu correo electrónico' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText('Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio de sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows an inline error when the request fails', async () => {
    const { user } = setup({
      'POST /api/user/forgot-password': failure(
        429,
        'COMMON.RATE_LIMITED',
        'Demasiados intentos. Espera un momento antes de intentar nuevamente.',
      ),
    });
    await user.type(email(), 'ana@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Espera un momento antes de intentar nuevamente.',
    );
    expect(screen.getByRole('button', { name: 'Enviar enlace de recuperación' })).toBeEnabled();
  });

  it('puts a server email error on the field', async () => {
    const { user } = setup({
      'POST /api/user/forgot-password': failure(400, 'COMMON.VALIDATION', 'Datos inválidos', {
        email: 'El formato del correo electrónico no es válido',
      }),
    });
    await user.type(email(), 'ana@example.com{Enter}');
    await waitFor(() =>
      expect(email()).toHaveAccessibleDescription('El formato del correo electrónico no es válido'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fills the demo email in demo mode', async () => {
    const { user, api } = setup({ 'POST /api/user/forgot-password': SENT }, { demoMode: true });
    await user.click(await screen.findByRole('button', { name: 'Usar email de demostración' }));
    expect(email()).toHaveValue('demo@changas.com.ar');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace de recuperación' }));
    await screen.findByRole('heading', { name: 'Revisa tu correo electrónico' });
    expect(api.callsTo('POST /api/user/forgot-password')[0].body).toEqual({ email: 'demo@changas.com.ar' });
  });
});
