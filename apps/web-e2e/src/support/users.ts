import type { APIRequestContext } from '@playwright/test';

export interface TestUser {
  name: string;
  email: string;
  password: string;
  province: string;
  locality: string;
  /** Optional, as the registration form has it. */
  phone?: string;
}

let counter = 0;

/** A new valid user with a unique email for each call. */
export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  counter += 1;
  return {
    name: 'Lucía Fernández',
    email: `lucia.${Date.now()}.${counter}@example.com`,
    password: 'Secreta123',
    province: 'Córdoba',
    locality: 'Río Cuarto',
    ...overrides,
  };
}

/** Registers the user through the API, for journeys whose subject is not registration itself. */
export async function registerThroughApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const response = await request.post('/api/user/register', {
    data: { ...user, confirm_password: user.password },
  });
  if (!response.ok())
    throw new Error(`No se pudo registrar ${user.email}: ${response.status()} ${await response.text()}`);
}
