import { Inject, Injectable } from '@nestjs/common';
import type { AppointmentStatusChange } from '@changas/shared/contracts';
import { type Clock, CLOCK, err, ok, type Result } from '@changas/server/kernel/domain';
import type { Appointment } from '../domain/appointment.entity';
import type { AppointmentRepository } from '../domain/appointment.repository.port';
import { SchedulingErrors } from '../domain/scheduling.errors';
import { type AppointmentDetails, AppointmentDetailsReader } from './appointment-details';
import { APPOINTMENT_REPOSITORY } from './scheduling.tokens';

export interface ChangeAppointmentStatusCommand {
  readonly status: AppointmentStatusChange;
  /** Required when rejecting. */
  readonly rejectionReason?: string;
}

/**
 * One call for every answer: the provider accepts, rejects or completes, the client cancels. The
 * entity decides who may do what and when; a change that lost a race with another answers 409.
 */
@Injectable()
export class ChangeAppointmentStatus {
  constructor(
    @Inject(APPOINTMENT_REPOSITORY) private readonly appointments: AppointmentRepository,
    private readonly details: AppointmentDetailsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `now` is the clock's; only the demo seed passes one, replaying past answers when they happened. */
  async execute(
    userId: number,
    appointmentId: number,
    { status, rejectionReason = '' }: ChangeAppointmentStatusCommand,
    now = this.clock.now(),
  ): Promise<Result<AppointmentDetails>> {
    const appointment = await this.appointments.findById(appointmentId);
    if (!appointment) return err(SchedulingErrors.appointmentNotFound());
    // Read as it is now: an overdue request is stored expired before anything else happens to it
    // (and no change applies to an expired one, so its stale version is never written again).
    if (appointment.expire(now)) await this.appointments.update(appointment);

    const changed = this.apply(appointment, userId, status, rejectionReason, now);
    if (!changed.ok) return changed;
    if (!(await this.appointments.update(appointment))) return err(SchedulingErrors.changedMeanwhile());
    return ok(await this.details.one(appointment));
  }

  private apply(
    appointment: Appointment,
    userId: number,
    status: AppointmentStatusChange,
    rejectionReason: string,
    now: Date,
  ): Result<void> {
    switch (status) {
      case 'accepted':
        return appointment.accept(userId, now);
      case 'rejected':
        return appointment.reject(userId, rejectionReason, now);
      case 'completed':
        return appointment.complete(userId, now);
      case 'cancelled':
        return appointment.cancel(userId, now);
    }
  }
}
