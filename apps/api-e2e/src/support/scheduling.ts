import type {
  ApiSuccess,
  AppointmentListResponse,
  AppointmentResponse,
  AppointmentView,
  CreateAppointmentRequest,
  DashboardResponse,
  DayAvailabilityResponse,
  ServiceCalendarResponse,
} from '@changas/shared/contracts';
import { type Clock, CLOCK } from '@changas/server/kernel/domain';
import { jsonRequest, withToken } from './http';
import type { TestApp } from './test-app';

const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const MINUTE_MS = 60_000;

/**
 * Monday 2030-03-04, 09:00 in Argentina: the moment the scheduling tests start from. The default test
 * service (support/services.ts) has Monday slots at 09:00, 11:00, 14:00 and 16:00 (120 minutes) and
 * one Wednesday slot at 09:00 (its 09:00-12:00 range leaves an hour that no slot fits).
 */
export const MONDAY_NINE = new Date('2030-03-04T12:00:00.000Z');
/** The Monday a week later, and its 11:00 slot's start and end. */
export const NEXT_MONDAY = '2030-03-11';
export const NEXT_MONDAY_ELEVEN = new Date('2030-03-11T14:00:00.000Z');
export const NEXT_MONDAY_ELEVEN_ENDS = new Date('2030-03-11T16:00:00.000Z');

/**
 * Sets the app's "now": every use case reads it from the Clock port, so the tests move time with it
 * (tokens and rate limits keep their own real time). Restored by `restore()`.
 */
export function controlClock(api: TestApp, start: Date = MONDAY_NINE) {
  let current = start;
  const spy = jest.spyOn(api.app.get<Clock>(CLOCK), 'now').mockImplementation(() => new Date(current));
  return {
    set: (at: Date) => {
      current = at;
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
    restore: () => spy.mockRestore(),
  };
}

export const errorOf = (code: string, error: string) => ({ success: false, error, code });

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
const authorized = (token?: string) => (token ? withToken(token) : undefined);

/** The scheduling endpoints of one test app. */
export function schedulingApi(api: TestApp) {
  const client = {
    calendar: (serviceId: number | string, token?: string) =>
      api.request<ApiSuccess<ServiceCalendarResponse>>(
        `/api/services/${serviceId}/calendar`,
        authorized(token),
      ),
    availability: (serviceId: number | string, params: Record<string, string>, token?: string) =>
      api.request<ApiSuccess<DayAvailabilityResponse>>(
        `/api/services/${serviceId}/availability?${query(params)}`,
        authorized(token),
      ),
    book: (token: string | undefined, body: Partial<CreateAppointmentRequest> | Record<string, unknown>) =>
      api.request<ApiSuccess<AppointmentResponse>>('/api/appointments', jsonRequest('POST', body, token)),
    setStatus: (id: number | string, token: string | undefined, body: Record<string, unknown>) =>
      api.request<ApiSuccess<AppointmentResponse>>(
        `/api/appointments/${id}/status`,
        jsonRequest('PUT', body, token),
      ),
    mine: (token?: string, params: Record<string, string | number> = {}) =>
      api.request<ApiSuccess<AppointmentListResponse>>(
        `/api/my-appointments?${query(params)}`,
        authorized(token),
      ),
    received: (token?: string, params: Record<string, string | number> = {}) =>
      api.request<ApiSuccess<AppointmentListResponse>>(
        `/api/received-appointments?${query(params)}`,
        authorized(token),
      ),
    forService: (serviceId: number | string, token?: string) =>
      api.request<ApiSuccess<AppointmentListResponse>>(
        `/api/services/${serviceId}/appointments`,
        authorized(token),
      ),
    dashboard: (token?: string) =>
      api.request<ApiSuccess<DashboardResponse>>('/api/dashboard', authorized(token)),
    /** Books a slot and answers the appointment; fails the test on anything but 201. */
    async request(token: string, body: CreateAppointmentRequest): Promise<AppointmentView> {
      const { status, body: answer } = await client.book(token, body);
      if (status !== 201) throw new Error(`booking answered ${status}: ${JSON.stringify(answer)}`);
      return answer.data.appointment;
    },
    /** Changes a status and answers the appointment; fails the test on anything but 200. */
    async change(id: number, token: string, body: Record<string, unknown>): Promise<AppointmentView> {
      const { status, body: answer } = await client.setStatus(id, token, body);
      if (status !== 200) throw new Error(`status change answered ${status}: ${JSON.stringify(answer)}`);
      return answer.data.appointment;
    },
  };
  return client;
}
