// The appointment lists' reads, apart from scheduling's hooks and writes: the start-up asks for them (the
// router's askData), and this module alone joins the app's first files.
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { API_PATHS, LISTING_MAX_PAGE_SIZE, type AppointmentListResponse } from '@changas/shared/contracts';
import { parseRouteId } from '@changas/shared/util';
import { api } from '../http/api';
import { schedulingQueryKeys } from './scheduling.keys';

/** Appointments are asked for in the largest pages the API serves. */
export const APPOINTMENTS_PAGE_SIZE = LISTING_MAX_PAGE_SIZE;

/** A list of appointments a page at a time, from the first. */
export const appointmentPagesQuery = (
  queryKey: QueryKey,
  endpoint: string,
  filters: Record<string, number> = {},
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams({ page: String(pageParam), limit: String(APPOINTMENTS_PAGE_SIZE) });
      for (const [name, value] of Object.entries(filters)) params.set(name, String(value));
      return (await api.get<AppointmentListResponse>(`${endpoint}?${params}`, signal)).data;
    },
    initialPageParam: 1,
    getNextPageParam: ({ page, limit, total }: AppointmentListResponse) =>
      page * limit < total ? page + 1 : undefined,
  });

/** The requests the caller sent (/my-requests), newest first, a page at a time. */
export const myAppointmentsQuery = appointmentPagesQuery(schedulingQueryKeys.mine, API_PATHS.myAppointments);

/** The address's parameter of /received-requests' service filter (`?servicio=7`). */
export const RECEIVED_SERVICE_PARAM = 'servicio';

/** The service an address of /received-requests filters by, if it names one. */
export const receivedServiceIn = (search: URLSearchParams): number | undefined =>
  parseRouteId(search.get(RECEIVED_SERVICE_PARAM) ?? undefined);

/** The requests the caller's services received, all of them or one service's (/received-requests). */
export const receivedAppointmentsQuery = (serviceId?: number) =>
  appointmentPagesQuery(
    schedulingQueryKeys.received(serviceId),
    API_PATHS.receivedAppointments,
    serviceId === undefined ? {} : { service_id: serviceId },
  );
