/**
 * Two texts of the error catalogue that the web client also shows on its own, when an answer brings
 * no message (client-errors.ts). They live apart so that the first page loads these two lines instead
 * of the whole catalogue, which only the screens that name a code need.
 */
export const INTERNAL_ERROR_TEXT = 'Error interno del servidor. Intenta más tarde.';
export const RATE_LIMITED_TEXT = 'Demasiados intentos. Espera un momento antes de intentar nuevamente.';
