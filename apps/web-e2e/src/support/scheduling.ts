import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AppointmentView, AuthResponse, CreateAppointmentRequest } from '@changas/shared/contracts';
import { addDays, argentinaDateOf, argentinaInstant } from '@changas/shared/util';
import { logInThroughScreen } from './auth';
import type { TestUser } from './users';

/** The journeys' database: the fresh SQLite file tools/scripts/e2e-server.mjs starts the API on. */
const E2E_DATABASE = resolve(__dirname, '../../../../tmp/web-e2e/data/changas.sqlite');

/** Logs in through the API: the bearer token and the user's id. */
export async function sessionFor(request: APIRequestContext, user: Pick<TestUser, 'email' | 'password'>) {
  const response = await request.post('/api/user/login', {
    data: { email: user.email, password: user.password },
  });
  expect(response.ok(), `iniciar sesión como ${user.email}`).toBe(true);
  const { token, user: view } = ((await response.json()) as { data: AuthResponse }).data;
  return { token, id: view.id };
}

/** The day `offset` days from today in Argentina, 'YYYY-MM-DD'. */
export const argentinaDay = (offset: number) => addDays(argentinaDateOf(new Date()), offset);

const dayFormat = new Intl.DateTimeFormat('es-AR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** How the calendar names a day: 'Martes, 24 de noviembre de 2026'. */
export function dayLabel(date: string): string {
  const text = dayFormat.format(new Date(`${date}T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export async function bookThroughApi(
  request: APIRequestContext,
  token: string,
  booking: CreateAppointmentRequest,
) {
  const response = await request.post('/api/appointments', {
    headers: { Authorization: `Bearer ${token}` },
    data: booking,
  });
  expect(response.status(), `reservar ${booking.date} ${booking.time_slot}`).toBe(201);
  return ((await response.json()) as { data: { appointment: AppointmentView } }).data.appointment;
}

/**
 * Writes an accepted appointment whose slot ended yesterday straight into the journeys' database: no
 * request can book a past slot, and the provider may complete only a slot that has ended.
 */
export function seedEndedAppointment(seed: {
  serviceId: number;
  clientId: number;
  providerId: number;
  time: string;
  durationMinutes: number;
}) {
  const date = argentinaDay(-1);
  const [hours, minutes] = seed.time.split(':').map(Number);
  const startsAt = argentinaInstant(date, hours * 60 + minutes);
  const endsAt = new Date(startsAt.getTime() + seed.durationMinutes * 60_000);
  const stamp = (instant: Date) => instant.toISOString().replace('T', ' ').replace('Z', '');
  const booked = stamp(new Date(startsAt.getTime() - 2 * 24 * 60 * 60_000));
  const db = new Database(E2E_DATABASE);
  try {
    db.prepare(
      `INSERT INTO appointments (service_id, client_id, provider_id, date, time_slot, starts_at, ends_at,
         status, notes, rejection_reason, slot_key, created_at, updated_at, version)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'accepted', '', NULL, ?, ?, ?, 1)`,
    ).run(
      seed.serviceId,
      seed.clientId,
      seed.providerId,
      date,
      seed.time,
      stamp(startsAt),
      stamp(endsAt),
      `${seed.serviceId}|${date}|${seed.time}`,
      booked,
      booked,
    );
  } finally {
    db.close();
  }
  return date;
}

/** Ends the current session in this page and logs in as `user`. */
export async function switchUser(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logInThroughScreen(page, user);
}

/** Opens the request modal of the service on screen and waits for its calendar. */
export async function openRequestModal(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Solicitar servicio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicitar servicio' });
  await expect(dialog.getByRole('grid')).toBeVisible();
  return dialog;
}

/** A calendar day's button: its long date, followed by 'Feriado: <name>' when it is a national holiday. */
export const calendarDay = (dialog: Locator, date: string) =>
  dialog.getByRole('button', { name: new RegExp(`^${dayLabel(date)}(, Feriado: .+)?$`) });

/** On the modal's calendar, shows the month of `date` and picks the day. */
export async function pickDay(dialog: Locator, date: string) {
  const day = calendarDay(dialog, date);
  if (!(await day.isVisible())) await dialog.getByRole('button', { name: 'Mes siguiente' }).click();
  await day.click();
  await dialog.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Elige un horario' })).toBeFocused();
}
