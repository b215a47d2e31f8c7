import { API_PATHS } from '@changas/shared/contracts';
import type { Caller, Scenario } from './scenarios';
import { BENCH_PASSWORD, BOOKER_EMAIL, CLIENT_EMAIL } from './seed/seed-database';

/** Bearer tokens of the seeded accounts, by caller. */
export type Tokens = Readonly<Record<Caller, string | undefined>>;

export const ANONYMOUS: Tokens = { anonymous: undefined, client: undefined, booker: undefined };

async function login(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/${API_PATHS.user.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!response.ok || !body.data?.token) throw new Error(`No se pudo iniciar sesión como ${email}`);
  return body.data.token;
}

export async function logIn(baseUrl: string): Promise<Tokens> {
  return {
    anonymous: undefined,
    client: await login(baseUrl, CLIENT_EMAIL),
    booker: await login(baseUrl, BOOKER_EMAIL),
  };
}

export function headersOf(scenario: Scenario, tokens: Tokens): Record<string, string> {
  const token = tokens[scenario.caller];
  return {
    ...(token && { authorization: `Bearer ${token}` }),
    ...(scenario.method === 'POST' && { 'content-type': 'application/json' }),
  };
}

/** One request of `scenario`, for its answer (the probe before a load, the capture of its SQL). */
export async function requestOnce(
  baseUrl: string,
  scenario: Scenario,
  tokens: Tokens,
): Promise<{ status: number; body: unknown; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${scenario.path}`, {
    method: scenario.method,
    headers: headersOf(scenario, tokens),
    body: scenario.bodies?.next().value,
  });
  const body: unknown = await response.json();
  return { status: response.status, body, ms: performance.now() - started };
}
