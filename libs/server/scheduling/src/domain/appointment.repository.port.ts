import type { AppointmentStatus } from '@changas/shared/contracts';
import type { Page, PageRequest, Result } from '@changas/server/kernel/domain';
import type { Appointment, NewAppointment } from './appointment.entity';
import type { HeldTime } from './service-schedule.value-object';

/** Which appointments a list or a count covers; every given field must match. */
export interface AppointmentFilter {
  readonly clientId?: number;
  readonly providerId?: number;
  readonly serviceId?: number;
  readonly status?: AppointmentStatus;
}

export interface AppointmentRepository {
  /** SCHEDULING.SLOT_TAKEN when another appointment holds the slot: the UNIQUE slot key settles races. */
  insert(appointment: NewAppointment): Promise<Result<Appointment>>;
  /** Writes the appointment's state unless it changed since it was read; false when it did. */
  update(appointment: Appointment): Promise<boolean>;
  findById(id: number): Promise<Appointment | undefined>;
  /** What the service's pending and accepted appointments hold on the days from `fromDate` to `toDate`. */
  findHeldTimes(serviceId: number, fromDate: string, toDate: string): Promise<HeldTime[]>;
  /** Up to `limit` pending appointments whose slot started at or before `now`. */
  findOverdue(now: Date, limit: number): Promise<Appointment[]>;
  /** Newest first. */
  findPage(filter: AppointmentFilter, page: PageRequest): Promise<Page<Appointment>>;
  count(filter: AppointmentFilter): Promise<number>;
}
