import { Inject, Injectable } from '@nestjs/common';
import { type Clock, CLOCK } from '@changas/server/kernel/domain';
import type { AppointmentRepository } from '../domain/appointment.repository.port';
import { APPOINTMENT_REPOSITORY } from './scheduling.tokens';

/** Appointments expired per read, so one sweep never holds many rows in memory. */
const BATCH = 100;

/**
 * Pending requests whose slot started unanswered become expired and free their slot. A periodic task
 * runs it, and every read runs it first, so no answer ever shows an overdue request as pending.
 * Answers how many expired.
 */
@Injectable()
export class ExpireOverdueAppointments {
  constructor(
    @Inject(APPOINTMENT_REPOSITORY) private readonly appointments: AppointmentRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(now = this.clock.now()): Promise<number> {
    let expired = 0;
    for (;;) {
      const overdue = await this.appointments.findOverdue(now, BATCH);
      let written = 0;
      for (const appointment of overdue) {
        // A false update means another sweep expired it first.
        if (appointment.expire(now) && (await this.appointments.update(appointment))) written++;
      }
      expired += written;
      if (overdue.length < BATCH || written === 0) return expired;
    }
  }
}
