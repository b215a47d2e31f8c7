/**
 * The react-query keys of scheduling. A service's calendar and day slots share a prefix, so a booking,
 * a cancellation or a rejection refreshes both at once; every appointment list shares another.
 */
export const schedulingQueryKeys = {
  all: ['scheduling'] as const,
  serviceSlots: (serviceId: number) => ['scheduling', 'service', serviceId] as const,
  calendar: (serviceId: number) => ['scheduling', 'service', serviceId, 'calendar'] as const,
  availability: (serviceId: number, date: string) =>
    ['scheduling', 'service', serviceId, 'availability', date] as const,
  appointments: ['scheduling', 'appointments'] as const,
  mine: ['scheduling', 'appointments', 'mine'] as const,
  received: (serviceId?: number) => ['scheduling', 'appointments', 'received', serviceId ?? 'all'] as const,
  dashboard: ['scheduling', 'dashboard'] as const,
};
