import { ERROR_CATALOGUE } from './errors';

describe('ERROR_CATALOGUE', () => {
  it('names every code CONTEXT.NAME and gives it an HTTP error status and a Spanish text', () => {
    for (const [code, { status, message }] of Object.entries(ERROR_CATALOGUE)) {
      expect(code).toMatch(/^[A-Z]+\.[A-Z_]+$/);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
      expect(message.trim()).not.toBe('');
    }
  });

  it('keeps the generic texts of the spec', () => {
    expect(ERROR_CATALOGUE['COMMON.INTERNAL']).toEqual({
      status: 500,
      message: 'Error interno del servidor. Intenta más tarde.',
    });
    expect(ERROR_CATALOGUE['COMMON.RATE_LIMITED'].message).toBe(
      'Demasiados intentos. Espera un momento antes de intentar nuevamente.',
    );
  });
});
