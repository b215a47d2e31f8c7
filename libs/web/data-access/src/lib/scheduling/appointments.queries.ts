import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  API_PATHS,
  type AppointmentListResponse,
  type AppointmentResponse,
  type AppointmentStatusChange,
  type AppointmentStatusRequest,
  type AppointmentView,
} from '@changas/shared/contracts';
import { api } from '../http/api';
import { useSession } from '../session/use-session';
import {
  type appointmentPagesQuery,
  myAppointmentsQuery,
  receivedAppointmentsQuery,
} from './appointments.query-options';
import { schedulingQueryKeys } from './scheduling.keys';

type AppointmentPages = InfiniteData<AppointmentListResponse, number>;

export interface AppointmentList {
  /** Every appointment loaded so far, newest first. */
  appointments: AppointmentView[];
  total: number;
}

/** Joins the pages; an appointment booked while paging shifts the pages, so one may come twice. */
function joinPages({ pages }: AppointmentPages): AppointmentList {
  const seen = new Set<number>();
  const appointments = pages
    .flatMap((page) => page.appointments)
    .filter(({ id }) => !seen.has(id) && Boolean(seen.add(id)));
  return { appointments, total: pages[0]?.total ?? 0 };
}

function useAppointmentPages(query: ReturnType<typeof appointmentPagesQuery>) {
  const { isAuthenticated } = useSession();
  return useInfiniteQuery({ ...query, select: joinPages, enabled: isAuthenticated });
}

/** The requests the caller sent (/my-requests), newest first, a page at a time. */
export const useMyAppointments = () => useAppointmentPages(myAppointmentsQuery);

/** What both list hooks answer: the pages joined, and whether there are more to load. */
export type AppointmentListQuery = ReturnType<typeof useMyAppointments>;

/** The requests the caller's services received, all of them or one service's (/received-requests). */
export const useReceivedAppointments = (serviceId?: number) =>
  useAppointmentPages(receivedAppointmentsQuery(serviceId));

export interface ChangeAppointmentStatus {
  /** The appointment as shown when the change was asked for; it comes back if the change fails. */
  appointment: AppointmentView;
  status: AppointmentStatusChange;
  rejectionReason?: string;
}

/** Puts `appointment` in place of its namesake in every cached list. */
function showEverywhere(queryClient: QueryClient, appointment: AppointmentView) {
  queryClient.setQueriesData<AppointmentPages>({ queryKey: schedulingQueryKeys.appointments }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            appointments: page.appointments.map((shown) =>
              shown.id === appointment.id ? appointment : shown,
            ),
          })),
        }
      : data,
  );
}

function expectedAfter({ appointment, status, rejectionReason }: ChangeAppointmentStatus): AppointmentView {
  const reason = status === 'rejected' ? (rejectionReason ?? null) : appointment.rejection_reason;
  return { ...appointment, status, rejection_reason: reason, rejectionReason: reason };
}

const statusMutationKey = ['scheduling', 'change-status'] as const;

/**
 * Accepts, rejects, completes or cancels an appointment. The lists show the new status at once and
 * the old one again if the server refuses; once the last of several quick changes settles, the
 * lists, the dashboard and the service's free slots are asked again.
 */
export function useChangeAppointmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: statusMutationKey,
    mutationFn: ({ appointment, status, rejectionReason }: ChangeAppointmentStatus) => {
      const request: AppointmentStatusRequest =
        status === 'rejected' ? { status, rejection_reason: rejectionReason } : { status };
      return api.put<AppointmentResponse>(API_PATHS.appointmentStatus(appointment.id), request);
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: schedulingQueryKeys.appointments });
      showEverywhere(queryClient, expectedAfter(change));
    },
    onSuccess: ({ data }) => {
      if (data?.appointment) showEverywhere(queryClient, data.appointment);
    },
    onError: (_error, { appointment }) => showEverywhere(queryClient, appointment),
    onSettled: (_result, _error, { appointment }) => {
      if (queryClient.isMutating({ mutationKey: statusMutationKey }) > 1) return undefined;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: schedulingQueryKeys.appointments }),
        queryClient.invalidateQueries({ queryKey: schedulingQueryKeys.dashboard }),
        queryClient.invalidateQueries({ queryKey: schedulingQueryKeys.serviceSlots(appointment.service.id) }),
      ]);
    },
  });
}

/** The accepted turno's calendar invite (.ics), fetched with the session's token. */
export const fetchAppointmentInvite = (appointmentId: number): Promise<Blob> =>
  api.getFile(API_PATHS.appointmentInvite(appointmentId), 'text/calendar');
