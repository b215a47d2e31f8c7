import { Inject, Injectable } from '@nestjs/common';
import type { AppointmentRepository } from '../domain/appointment.repository.port';
import { APPOINTMENT_REPOSITORY } from './scheduling.tokens';

/** For reputation: only a client whose appointment on the service was completed may review it. */
@Injectable()
export class HasCompletedAppointment {
  constructor(@Inject(APPOINTMENT_REPOSITORY) private readonly appointments: AppointmentRepository) {}

  async execute(clientId: number, serviceId: number): Promise<boolean> {
    return (await this.appointments.count({ clientId, serviceId, status: 'completed' })) > 0;
  }
}
