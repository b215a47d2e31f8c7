import { Injectable } from '@nestjs/common';
import { HasCompletedAppointment } from '@changas/server/scheduling';
import type { AppointmentHistory } from '../../application/ports/appointment-history.port';

/** Appointments belong to scheduling: asks its public application API, never its tables. */
@Injectable()
export class SchedulingAppointmentHistory implements AppointmentHistory {
  constructor(private readonly hasCompletedAppointment: HasCompletedAppointment) {}

  hasCompleted(clientId: number, serviceId: number): Promise<boolean> {
    return this.hasCompletedAppointment.execute(clientId, serviceId);
  }
}
