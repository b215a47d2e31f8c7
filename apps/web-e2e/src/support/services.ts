import type { APIRequestContext, Page } from '@playwright/test';
import type { ServiceRequest, ServiceView } from '@changas/shared/contracts';
import type { TestUser } from './users';

/** 130 characters: above the 100 the description rule asks for. */
export const SERVICE_DESCRIPTION =
  'Reparación de pérdidas, cambio de canillas y flexibles, destapaciones y revisión completa de la instalación. Presupuesto sin cargo.';

/** Logs in through the API and answers the bearer token, for journeys that prepare data. */
export async function tokenFor(request: APIRequestContext, user: Pick<TestUser, 'email' | 'password'>) {
  const response = await request.post('/api/user/login', {
    data: { email: user.email, password: user.password },
  });
  if (!response.ok())
    throw new Error(`No se pudo iniciar sesión: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/**
 * Publishes a service through the API on behalf of the token's user. It works on feriados unless told
 * otherwise, so no journey depends on which days are national holidays (holidays.spec covers them).
 */
export async function publishThroughApi(
  request: APIRequestContext,
  token: string,
  overrides: Partial<ServiceRequest> = {},
): Promise<ServiceView> {
  const response = await request.post('/api/services', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: 'Plomería general',
      description: SERVICE_DESCRIPTION,
      category: 'Plomería',
      price: 12500,
      duration_minutes: 60,
      booking_window_days: 30,
      availability: { monday: ['09:00-17:00'] },
      skips_national_holidays: false,
      zones: [{ province: 'Santa Fe', locality: 'Rosario' }],
      ...overrides,
    },
  });
  if (!response.ok()) throw new Error(`No se pudo publicar: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { service: ServiceView } }).data.service;
}

let wordsIssued = 0;

/** A word no demo service holds, so a text search finds only the services a test titles with it. */
export const uniqueWord = () => `zq${Date.now().toString(36)}${(wordsIssued++).toString(36)}`;

/** On /my-services: presses a card's Desactivar, Activar or Eliminar and confirms its question. */
export async function confirmServiceAction(
  page: Page,
  action: 'Desactivar' | 'Activar' | 'Eliminar',
  title: string,
) {
  await page.getByRole('button', { name: `${action} ${title}` }).click();
  await page
    .getByRole('alertdialog', { name: `¿${action} este servicio?` })
    .getByRole('button', { name: action })
    .click();
}
