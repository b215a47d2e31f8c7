import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type AppointmentResponse,
  type CreateAppointmentRequest,
  type DayAvailabilityResponse,
  type ServiceCalendarResponse,
} from '@changas/shared/contracts';
import { api } from '../http/api';
import { schedulingQueryKeys } from './scheduling.keys';

/** The bookable days of a service, from today to the end of its horizon. */
export function useServiceCalendar(serviceId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: schedulingQueryKeys.calendar(serviceId),
    queryFn: async ({ signal }) =>
      (await api.get<ServiceCalendarResponse>(API_PATHS.serviceCalendar(serviceId), signal)).data,
    enabled,
  });
}

/** The slots of one day, each free or not; idle until a date is chosen. */
export function useDayAvailability(serviceId: number, date: string | null) {
  return useQuery({
    queryKey: schedulingQueryKeys.availability(serviceId, date ?? ''),
    queryFn: async ({ signal }) =>
      (
        await api.get<DayAvailabilityResponse>(
          `${API_PATHS.serviceAvailability(serviceId)}?date=${encodeURIComponent(date ?? '')}`,
          signal,
        )
      ).data.time_slots,
    enabled: date !== null,
    // Slots are taken by others at any moment: each visit of a day asks again.
    staleTime: 0,
  });
}

/**
 * Books a slot. Afterwards, and also after a refusal (a 409 means the slot was just taken), the
 * service's calendar and slots are asked again; a success also refreshes the caller's lists.
 */
export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateAppointmentRequest) =>
      api.post<AppointmentResponse>(API_PATHS.appointments, request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: schedulingQueryKeys.appointments }),
        queryClient.invalidateQueries({ queryKey: schedulingQueryKeys.dashboard }),
      ]),
    onSettled: (_result, _error, request) =>
      queryClient.invalidateQueries({ queryKey: schedulingQueryKeys.serviceSlots(request.service_id) }),
  });
}
