import { CLIENT_ERROR_MESSAGES, ERROR_CATALOGUE } from '@changas/shared/contracts';
import { ApiError } from '@changas/web/data-access';

/** Screen texts of spec section 8 that only the web shows (the server's own texts live in contracts). */
export const CONNECTION_ERROR = 'Error de conexión. Verifica tu internet e intenta nuevamente.';
const UNEXPECTED_SERVER_ERROR = 'Error del servidor. Inténtalo de nuevo.';

export const LOGIN_ERRORS = {
  title: 'Error al iniciar sesión',
  missingCredentials: 'Email o contraseña requeridos.',
  wrongCredentials: ERROR_CATALOGUE['IDENTITY.INVALID_CREDENTIALS'].message,
  userNotFound: 'Usuario no encontrado.',
  server: 'Error del servidor. Intenta más tarde.',
  /** The server said yes but sent no usable session token. */
  noSession: 'Error de comunicación con el servidor',
  fallback: 'Credenciales incorrectas',
} as const;

export const REGISTER_ERRORS = {
  title: 'Error en el registro',
  fallback: 'Error al registrarse. Intenta nuevamente.',
} as const;

export const FORGOT_PASSWORD_ERRORS = {
  missingEmail: 'Email requerido...',
  noAccount: 'No existe una cuenta asociada a este email.',
  fallback: 'Error al procesar la solicitud',
} as const;

export const RESET_PASSWORD_ERRORS = {
  passwordLength: 'La contraseña debe tener entre 8 y 16 caracteres.',
  fallback: 'Error al restablecer la contraseña',
} as const;

interface ErrorTexts {
  /** A fixed text per HTTP status (0 = no answer), over whatever the server said. */
  byStatus?: Partial<Record<number, string>>;
  /** When the server gave no text of its own. */
  fallback: string;
  /** For a failure that is not an API error at all (a bug, a thrown exception). */
  unexpected?: string;
}

/**
 * The text a screen shows for a failed call: its own text for the statuses it names, else the
 * server's catalogue text (an answer with a code) or the client's no-connection text, else its fallback.
 */
export function errorText(
  error: unknown,
  { byStatus = {}, fallback, unexpected = fallback }: ErrorTexts,
): string {
  if (!(error instanceof ApiError)) return unexpected;
  const fixed = byStatus[error.status];
  if (fixed) return fixed;
  return error.code || error.status === 0 ? error.message : fallback;
}

export const loginErrorMessage = (error: unknown) =>
  errorText(error, {
    byStatus: {
      0: CONNECTION_ERROR,
      400: LOGIN_ERRORS.missingCredentials,
      401: LOGIN_ERRORS.wrongCredentials,
      404: LOGIN_ERRORS.userNotFound,
      429: CLIENT_ERROR_MESSAGES.rateLimited,
      500: LOGIN_ERRORS.server,
    },
    fallback: LOGIN_ERRORS.fallback,
  });

/** Only a rejection of the credentials counts towards the lockout, not a dropped connection or a busy server. */
export const isRejectedLogin = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 404);

export const registerErrorMessage = (error: unknown) =>
  errorText(error, {
    byStatus: {
      0: CONNECTION_ERROR,
      400: ERROR_CATALOGUE['COMMON.VALIDATION'].message,
      409: ERROR_CATALOGUE['IDENTITY.EMAIL_TAKEN'].message,
    },
    fallback: REGISTER_ERRORS.fallback,
  });

export const forgotPasswordErrorMessage = (error: unknown) =>
  errorText(error, {
    byStatus: { 400: FORGOT_PASSWORD_ERRORS.missingEmail, 404: FORGOT_PASSWORD_ERRORS.noAccount },
    fallback: FORGOT_PASSWORD_ERRORS.fallback,
    unexpected: UNEXPECTED_SERVER_ERROR,
  });

export const resetPasswordErrorMessage = (error: unknown) =>
  errorText(error, {
    byStatus: { 422: RESET_PASSWORD_ERRORS.passwordLength },
    fallback: RESET_PASSWORD_ERRORS.fallback,
    unexpected: UNEXPECTED_SERVER_ERROR,
  });

export type ResetLinkProblem = 'used' | 'expired' | 'invalid';

const USED_MARKERS = ['ya fue utilizado', 'already been used', '🔄'];
const EXPIRED_MARKERS = ['expirado', 'expired', '⏰'];

/**
 * Which reset view a failure leads to (spec section 4): a link already used, expired or invalid;
 * null for any other error, shown inline. Known codes decide first, then the texts of other servers.
 */
export function resetLinkProblem(error: unknown): ResetLinkProblem | null {
  if (!(error instanceof ApiError)) return null;
  const text = error.message.toLowerCase();
  if (error.code === 'IDENTITY.RESET_TOKEN_USED' || USED_MARKERS.some((marker) => text.includes(marker))) {
    return 'used';
  }
  if (
    error.code === 'IDENTITY.RESET_TOKEN_EXPIRED' ||
    EXPIRED_MARKERS.some((marker) => text.includes(marker))
  ) {
    return 'expired';
  }
  if (error.code === 'IDENTITY.RESET_TOKEN_INVALID' || error.fieldErrors['token']) return 'invalid';
  return null;
}
