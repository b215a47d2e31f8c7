import { Inject, Injectable } from '@nestjs/common';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import type { AppointmentProps } from '../domain/appointment.entity';
import type { AppointmentRepository } from '../domain/appointment.repository.port';
import { SchedulingErrors } from '../domain/scheduling.errors';
import type { ServiceCatalog } from './ports/service-catalog.port';
import { APPOINTMENT_REPOSITORY, SERVICE_CATALOG } from './scheduling.tokens';

/** What a party's calendar file is made of. */
export interface AppointmentInviteSource {
  readonly appointment: AppointmentProps;
  readonly serviceTitle: string;
  readonly role: 'client' | 'provider';
}

/** Either party of an accepted turno may add it to a calendar; nobody else, and no other state. */
@Injectable()
export class GetAppointmentInvite {
  constructor(
    @Inject(APPOINTMENT_REPOSITORY) private readonly appointments: AppointmentRepository,
    @Inject(SERVICE_CATALOG) private readonly catalog: ServiceCatalog,
  ) {}

  async execute(userId: number, appointmentId: number): Promise<Result<AppointmentInviteSource>> {
    const found = await this.appointments.findById(appointmentId);
    if (!found) return err(SchedulingErrors.appointmentNotFound());
    const appointment = found.toProps();
    const role =
      appointment.clientId === userId ? 'client' : appointment.providerId === userId ? 'provider' : undefined;
    if (!role) return err(SchedulingErrors.forbidden());
    if (appointment.status !== 'accepted') return err(SchedulingErrors.inviteNotAccepted());
    const services = await this.catalog.findByIds([appointment.serviceId]);
    return ok({ appointment, serviceTitle: services.get(appointment.serviceId)?.title ?? 'Turno', role });
  }
}
