import type {
  AppointmentListResponse,
  AppointmentView,
  DayAvailabilityResponse,
  ServiceCalendarResponse,
} from '@changas/shared/contracts';
import type { Page } from '@changas/server/kernel/domain';
import type { AppointmentDetails } from '../../application/appointment-details';
import type { ServiceCalendar } from '../../application/get-service-calendar.query';
import type { SlotAvailability } from '../../domain/service-schedule.value-object';

/**
 * An appointment as the API answers it to `viewerId`: the spec's field names, with its service and
 * people named, and the other party's WhatsApp when the appointment lets the viewer contact them.
 */
export const AppointmentViewMapper = {
  toView: (
    { appointment, service, client, provider }: AppointmentDetails,
    viewerId: number,
  ): AppointmentView => {
    const props = appointment.toProps();
    const counterpart = viewerId === props.clientId ? provider : client;
    return {
      id: props.id,
      service: { id: props.serviceId, title: service?.title ?? '', image_url: service?.imageUrl ?? null },
      client_id: props.clientId,
      provider_id: props.providerId,
      client_name: client?.name ?? '',
      provider: {
        providerName: provider?.name ?? '',
        providerLocality: provider?.locality ?? '',
        providerProvince: provider?.province ?? '',
      },
      date: props.date,
      time_slot: props.timeSlot,
      ends_at: props.endsAt.toISOString(),
      status: props.status,
      notes: props.notes,
      rejection_reason: props.rejectionReason,
      rejectionReason: props.rejectionReason,
      created_at: props.createdAt.toISOString(),
      counterpart_whatsapp: appointment.sharesContactsWith(viewerId) ? (counterpart?.whatsApp ?? null) : null,
    };
  },

  toList: (
    { items, total, page, limit }: Page<AppointmentDetails>,
    viewerId: number,
  ): AppointmentListResponse => ({
    appointments: items.map((details) => AppointmentViewMapper.toView(details, viewerId)),
    total,
    page,
    limit,
  }),

  toCalendar: ({ startDate, endDate, days }: ServiceCalendar): ServiceCalendarResponse => ({
    start_date: startDate,
    end_date: endDate,
    days: days.map(({ date, hasAvailability, holiday }) => ({
      date,
      has_availability: hasAvailability,
      ...(holiday !== undefined && { holiday }),
    })),
  }),

  toDay: (date: string, slots: readonly SlotAvailability[]): DayAvailabilityResponse => ({
    date,
    time_slots: slots.map(({ slot, available }) => ({ time: slot.time, available })),
  }),
};
