import { Injectable } from '@nestjs/common';
import type { AppointmentStatus } from '@changas/shared/contracts';
import { type AppointmentEventKind, RecordAppointmentEvent } from '@changas/server/notifications';
import type { AppointmentNotifier } from '../../application/ports/appointment-notifier.port';
import type { AppointmentProps } from '../../domain/appointment.entity';

const EVENT_OF: Record<AppointmentStatus, AppointmentEventKind> = {
  pending: 'requested',
  accepted: 'accepted',
  rejected: 'rejected',
  completed: 'completed',
  cancelled: 'cancelled',
  expired: 'expired',
};

/** Mails belong to the notifications context: records into its outbox through its public command. */
@Injectable()
export class NotificationsAppointmentNotifier implements AppointmentNotifier {
  constructor(private readonly recordAppointmentEvent: RecordAppointmentEvent) {}

  transitioned(appointment: AppointmentProps, from: AppointmentStatus | undefined): Promise<void> {
    const { id, serviceId, clientId, providerId, date, timeSlot, startsAt, endsAt, rejectionReason } =
      appointment;
    return this.recordAppointmentEvent.execute({
      kind: EVENT_OF[appointment.status],
      appointment: {
        id,
        serviceId,
        clientId,
        providerId,
        date,
        time: timeSlot,
        startsAt,
        endsAt,
        rejectionReason,
      },
      wasAccepted: from === 'accepted',
      at: appointment.updatedAt,
    });
  }
}
