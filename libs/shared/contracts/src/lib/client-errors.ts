import { ERROR_CATALOGUE } from './errors';

/** Generic messages the web client shows when the server gives no specific text (spec section 8, generic). */
export const CLIENT_ERROR_MESSAGES = {
  network: 'No se pudo conectar al servidor. Verifica tu conexión a internet.',
  internal: ERROR_CATALOGUE['COMMON.INTERNAL'].message,
  rateLimited: ERROR_CATALOGUE['COMMON.RATE_LIMITED'].message,
  httpStatus: (status: number) => `Error del servidor (${status})`,
} as const;
