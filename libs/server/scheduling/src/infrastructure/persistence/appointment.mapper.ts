import { Appointment, type NewAppointment } from '../../domain/appointment.entity';
import type { AppointmentOrmEntity } from './appointment.orm-entity';

type AppointmentRow = Omit<AppointmentOrmEntity, 'id'>;

export const AppointmentMapper = {
  toDomain: (row: AppointmentOrmEntity): Appointment =>
    Appointment.restore({
      id: row.id,
      serviceId: row.serviceId,
      clientId: row.clientId,
      providerId: row.providerId,
      date: row.date,
      timeSlot: row.timeSlot,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      status: row.status,
      notes: row.notes,
      rejectionReason: row.rejectionReason,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      version: row.version,
    }),

  /** The appointment's columns, with the slot key its status gives it. */
  toRow: (appointment: NewAppointment): AppointmentRow => ({
    serviceId: appointment.serviceId,
    clientId: appointment.clientId,
    providerId: appointment.providerId,
    date: appointment.date,
    timeSlot: appointment.timeSlot,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    status: appointment.status,
    notes: appointment.notes,
    rejectionReason: appointment.rejectionReason,
    slotKey: Appointment.slotKeyOf(appointment),
    createdAt: appointment.createdAt,
    updatedAt: appointment.updatedAt,
    version: appointment.version,
  }),
};
