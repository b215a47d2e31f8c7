import { ApiError } from '@changas/web/data-access';
import {
  CONNECTION_ERROR,
  errorText,
  forgotPasswordErrorMessage,
  isRejectedLogin,
  loginErrorMessage,
  registerErrorMessage,
  resetLinkProblem,
  resetPasswordErrorMessage,
} from './auth-errors';

const network = new ApiError('No se pudo conectar al servidor. Verifica tu conexión a internet.', 0);
const serverSaid = (status: number, code: string, message: string, fieldErrors?: Record<string, string>) =>
  new ApiError(message, status, code, fieldErrors);
const noEnvelope = (status: number) => new ApiError(`Error del servidor (${status})`, status);

describe('errorText', () => {
  const texts = { byStatus: { 404: 'Fijo' }, fallback: 'Respaldo', unexpected: 'Inesperado' };

  it('prefers the fixed text of a status, then the server text, then the fallback', () => {
    expect(errorText(serverSaid(404, 'X.Y', 'Del servidor'), texts)).toBe('Fijo');
    expect(errorText(serverSaid(409, 'X.Y', 'Del servidor'), texts)).toBe('Del servidor');
    expect(errorText(noEnvelope(502), texts)).toBe('Respaldo');
    expect(errorText(network, texts)).toBe(
      'No se pudo conectar al servidor. Verifica tu conexión a internet.',
    );
    expect(errorText(new TypeError('boom'), texts)).toBe('Inesperado');
  });
});

describe('login errors', () => {
  it.each([
    [new ApiError('x', 400, 'COMMON.VALIDATION'), 'Email o contraseña requeridos.'],
    [new ApiError('x', 401, 'IDENTITY.INVALID_CREDENTIALS'), 'Email o contraseña incorrectos.'],
    [noEnvelope(404), 'Usuario no encontrado.'],
    [noEnvelope(500), 'Error del servidor. Intenta más tarde.'],
    [noEnvelope(429), 'Demasiados intentos. Espera un momento antes de intentar nuevamente.'],
    [network, 'Error de conexión. Verifica tu internet e intenta nuevamente.'],
    [
      serverSaid(403, 'COMMON.FORBIDDEN', 'No tienes permisos para realizar esta acción.'),
      'No tienes permisos para realizar esta acción.',
    ],
    [noEnvelope(418), 'Credenciales incorrectas'],
    [new Error('bug'), 'Credenciales incorrectas'],
  ])('%s → %s', (error, text) => {
    expect(loginErrorMessage(error)).toBe(text);
  });

  it('counts only rejected credentials towards the lockout', () => {
    expect(isRejectedLogin(noEnvelope(401))).toBe(true);
    expect(isRejectedLogin(noEnvelope(404))).toBe(true);
    expect(isRejectedLogin(network)).toBe(false);
    expect(isRejectedLogin(noEnvelope(429))).toBe(false);
    expect(isRejectedLogin(noEnvelope(500))).toBe(false);
  });
});

describe('register errors', () => {
  it.each([
    [noEnvelope(409), 'El email ya está registrado. Usa otro email o inicia sesión.'],
    [noEnvelope(400), 'Datos inválidos. Verifica que todos los campos estén completos y correctos.'],
    [serverSaid(422, 'X.Y', 'Texto del servidor'), 'Texto del servidor'],
    [network, CONNECTION_ERROR],
    [noEnvelope(502), 'Error al registrarse. Intenta nuevamente.'],
    [new Error('bug'), 'Error al registrarse. Intenta nuevamente.'],
  ])('%s → %s', (error, text) => {
    expect(registerErrorMessage(error)).toBe(text);
  });
});

describe('forgot-password errors', () => {
  it.each([
    [noEnvelope(400), 'Email requerido...'],
    [noEnvelope(404), 'No existe una cuenta asociada a este email.'],
    [
      serverSaid(
        429,
        'COMMON.RATE_LIMITED',
        'Demasiados intentos. Espera un momento antes de intentar nuevamente.',
      ),
      'Demasiados intentos. Espera un momento antes de intentar nuevamente.',
    ],
    [noEnvelope(503), 'Error al procesar la solicitud'],
    [new Error('bug'), 'Error del servidor. Inténtalo de nuevo.'],
  ])('%s → %s', (error, text) => {
    expect(forgotPasswordErrorMessage(error)).toBe(text);
  });
});

describe('reset-password errors', () => {
  it('picks the used, expired and invalid views by code', () => {
    expect(resetLinkProblem(serverSaid(400, 'IDENTITY.RESET_TOKEN_USED', 'x'))).toBe('used');
    expect(resetLinkProblem(serverSaid(400, 'IDENTITY.RESET_TOKEN_EXPIRED', 'x'))).toBe('expired');
    expect(resetLinkProblem(serverSaid(400, 'IDENTITY.RESET_TOKEN_INVALID', 'x'))).toBe('invalid');
    expect(
      resetLinkProblem(serverSaid(400, 'COMMON.VALIDATION', 'Datos inválidos', { token: 'Token inválido' })),
    ).toBe('invalid');
  });

  it.each([
    ['Este enlace ya fue utilizado', 'used'],
    ['Token has already been used', 'used'],
    ['🔄 Enlace usado', 'used'],
    ['El enlace ha expirado', 'expired'],
    ['Token EXPIRED', 'expired'],
    ['⏰ Tarde', 'expired'],
  ])('picks a view from the text %s', (text, view) => {
    expect(resetLinkProblem(new ApiError(text, 400))).toBe(view);
  });

  it('leaves any other error inline', () => {
    const weakPassword = serverSaid(400, 'COMMON.VALIDATION', 'Datos inválidos', {
      new_password: 'Muy corta',
    });
    expect(resetLinkProblem(weakPassword)).toBeNull();
    expect(resetLinkProblem(new Error('bug'))).toBeNull();
    expect(resetPasswordErrorMessage(noEnvelope(422))).toBe(
      'La contraseña debe tener entre 8 y 16 caracteres.',
    );
    expect(resetPasswordErrorMessage(noEnvelope(502))).toBe('Error al restablecer la contraseña');
    expect(resetPasswordErrorMessage(new Error('bug'))).toBe('Error del servidor. Inténtalo de nuevo.');
  });
});
