import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import type { AppointmentStatusRequest, AppointmentView, UserView } from '@changas/shared/contracts';
import { addDays, argentinaDateOf, argentinaInstant, clockToMinutes } from '@changas/shared/util';
import { sessionStore } from '@changas/web/data-access';
import { ToastProvider } from '@changas/web/ui';
import { ok, renderPage, stubApi, type ApiRoutes } from '@changas/web/ui/testing';

export const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI1In0.firma';
export const USER: UserView = {
  id: 5,
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '',
  province: 'Córdoba',
  locality: 'Río Cuarto',
  created_at: '2025-01-01T00:00:00.000Z',
  notifications: { requests_received: true, answers: true, reminders: true },
};

/** A day `days` from today in Argentina, so that "future" and "past" hold whenever the test runs. */
export const dayFromToday = (days: number) => addDays(argentinaDateOf(new Date()), days);

/** A one-hour appointment; the dates are relative to today. */
export function appointment(
  id: number,
  {
    inDays = 3,
    time = '10:00',
    ...overrides
  }: Partial<AppointmentView> & { inDays?: number; time?: string } = {},
): AppointmentView {
  const date = dayFromToday(inDays);
  return {
    id,
    service: { id: 7, title: 'Plomería general', image_url: null },
    client_id: 9,
    provider_id: 5,
    client_name: 'Luis Gómez',
    provider: { providerName: 'Marta Giménez', providerLocality: 'Rosario', providerProvince: 'Santa Fe' },
    date,
    time_slot: time,
    ends_at: argentinaInstant(date, (clockToMinutes(time) ?? 0) + 60).toISOString(),
    status: 'pending',
    notes: '',
    rejection_reason: null,
    rejectionReason: null,
    created_at: new Date(Date.UTC(2025, 0, 1, 12, id)).toISOString(),
    counterpart_whatsapp: null,
    ...overrides,
  };
}

export const listed = (
  appointments: AppointmentView[],
  { total = appointments.length, page = 1, limit = 50 } = {},
) => ok({ appointments, total, page, limit });

/**
 * A fake API whose list (at `listRoute`) follows the status changes it accepts, answering each change
 * with the changed appointment, as the API does.
 */
export function appointmentsServer(
  listRoute: string,
  appointments: AppointmentView[],
  overrides: ApiRoutes = {},
) {
  let current = [...appointments];
  const routes: ApiRoutes = { [listRoute]: () => listed(current) };
  for (const shown of appointments) {
    routes[`PUT /api/appointments/${shown.id}/status`] = ({ body }) => {
      const { status, rejection_reason = null } = body as AppointmentStatusRequest;
      const changed: AppointmentView = {
        ...shown,
        status,
        rejection_reason,
        rejectionReason: rejection_reason,
      };
      current = current.map((item) => (item.id === shown.id ? changed : item));
      return ok({ appointment: changed });
    };
  }
  return stubApi({ ...routes, ...overrides });
}

/** A reply that waits until the test releases it. */
export function deferred<T>() {
  let release: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

export function logIn() {
  localStorage.clear();
  sessionStore.clear();
  sessionStore.save(TOKEN, USER);
}

export function renderRequestsPage(page: ReactElement, path: string) {
  renderPage(<ToastProvider>{page}</ToastProvider>, { path });
  return userEvent.setup();
}
