import { INTERNAL_ERROR_TEXT, RATE_LIMITED_TEXT } from './generic-error-texts';

/** Generic messages the web client shows when the server gives no specific text (spec section 8, generic). */
export const CLIENT_ERROR_MESSAGES = {
  network: 'No se pudo conectar al servidor. Verifica tu conexión a internet.',
  internal: INTERNAL_ERROR_TEXT,
  rateLimited: RATE_LIMITED_TEXT,
  httpStatus: (status: number) => `Error del servidor (${status})`,
} as const;
