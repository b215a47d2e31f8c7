import type { ApiSuccess, AuthResponse, RegisterRequest } from '@changas/shared/contracts';
import { jsonRequest } from './http';
import type { TestApp } from './test-app';

let sequence = 0;

/** A valid registration whose email no other registration of this test run uses. */
export function newRegistration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  sequence += 1;
  return {
    name: 'Ana Pérez',
    email: `ana.${sequence}@example.com`,
    password: 'Secreta123',
    confirm_password: 'Secreta123',
    province: 'Córdoba',
    locality: 'Río Cuarto',
    phone: '+54 9 358 412-3456',
    ...overrides,
  };
}

/** Registers through the API and answers the user, its token and the password used. */
export async function registerUser(
  api: TestApp,
  overrides: Partial<RegisterRequest> = {},
): Promise<AuthResponse & { password: string }> {
  const registration = newRegistration(overrides);
  const { status, body } = await api.request<ApiSuccess<AuthResponse>>(
    '/api/user/register',
    jsonRequest('POST', registration),
  );
  if (status !== 201) throw new Error(`register answered ${status}: ${JSON.stringify(body)}`);
  return { ...body.data, password: registration.password };
}

export const login = (api: TestApp, email: string, password: string) =>
  api.request<ApiSuccess<AuthResponse>>('/api/user/login', jsonRequest('POST', { email, password }));
