import type {
  ApiSuccess,
  ReviewResponse,
  ReviewView,
  ServiceReviewsResponse,
} from '@changas/shared/contracts';
import { bodyless, jsonRequest, withToken } from './http';
import { type controlClock, MONDAY_NINE, NEXT_MONDAY, NEXT_MONDAY_ELEVEN, schedulingApi } from './scheduling';
import type { TestApp } from './test-app';

/** A comment of more than the 20 characters the rules ask for. */
export const COMMENT = 'Muy puntual y prolijo, dejó todo impecable.';

/** The reputation endpoints of one test app. */
export function reputationApi(api: TestApp) {
  const client = {
    list: (serviceId: number | string, token?: string) =>
      api.request<ApiSuccess<ServiceReviewsResponse>>(
        `/api/services/${serviceId}/reviews`,
        token ? withToken(token) : undefined,
      ),
    create: (serviceId: number | string, token: string | undefined, body: unknown) =>
      api.request<ApiSuccess<ReviewResponse>>(
        `/api/services/${serviceId}/reviews`,
        jsonRequest('POST', body, token),
      ),
    update: (reviewId: number | string, token: string | undefined, body: unknown) =>
      api.request<ApiSuccess<ReviewResponse>>(`/api/reviews/${reviewId}`, jsonRequest('PUT', body, token)),
    remove: (reviewId: number | string, token?: string) =>
      api.request<ApiSuccess<null>>(`/api/reviews/${reviewId}`, bodyless('DELETE', token)),
    /** Writes a review and answers it; fails the test on anything but 201. */
    async write(serviceId: number, token: string, rating: number, comment = COMMENT): Promise<ReviewView> {
      const { status, body } = await client.create(serviceId, token, { rating, comment });
      if (status !== 201) throw new Error(`review answered ${status}: ${JSON.stringify(body)}`);
      return body.data.review;
    },
  };
  return client;
}

/**
 * Gives the client a completed appointment on the service: books next Monday's slot at `time`, the
 * provider accepts it and completes it once it has ended; the clock goes back to Monday 09:00.
 */
export async function completeAppointment(
  api: TestApp,
  clock: ReturnType<typeof controlClock>,
  {
    serviceId,
    clientToken,
    providerToken,
    time = '11:00',
  }: {
    serviceId: number;
    clientToken: string;
    providerToken: string;
    time?: '09:00' | '11:00' | '14:00' | '16:00';
  },
): Promise<void> {
  const scheduling = schedulingApi(api);
  clock.set(MONDAY_NINE);
  const { id } = await scheduling.request(clientToken, {
    service_id: serviceId,
    date: NEXT_MONDAY,
    time_slot: time,
  });
  await scheduling.change(id, providerToken, { status: 'accepted' });
  // 16:00 ends at 18:00: a day after 11:00 is after every slot of the day.
  clock.set(new Date(NEXT_MONDAY_ELEVEN.getTime() + 24 * 3_600_000));
  await scheduling.change(id, providerToken, { status: 'completed' });
  clock.set(MONDAY_NINE);
}
