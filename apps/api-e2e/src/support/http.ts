/** A JSON request, optionally with a bearer token. */
export function jsonRequest(method: 'POST' | 'PUT' | 'PATCH', body: unknown, token?: string): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  };
}

/** A GET with `Authorization: <scheme> <token>`. */
export const withToken = (token: string, scheme = 'Bearer'): RequestInit => ({
  headers: { authorization: `${scheme} ${token}` },
});

/** A request without a body (DELETE, a bare PATCH), optionally with a bearer token. */
export const bodyless = (method: 'DELETE' | 'PATCH', token?: string): RequestInit => ({
  method,
  ...(token && withToken(token)),
});

export const VALIDATION_ERROR = 'Datos inválidos. Verifica que todos los campos estén completos y correctos.';

/** The 400 envelope of a validation failure with exactly these field messages. */
export const validationFailure = (errors: Record<string, string>) => ({
  success: false,
  error: VALIDATION_ERROR,
  code: 'COMMON.VALIDATION',
  errors,
});

export const UNAUTHENTICATED = {
  success: false,
  error: 'No autenticado. Inicia sesión nuevamente.',
  code: 'COMMON.UNAUTHENTICATED',
};

export const RATE_LIMITED = {
  success: false,
  error: 'Demasiados intentos. Espera un momento antes de intentar nuevamente.',
  code: 'COMMON.RATE_LIMITED',
};
