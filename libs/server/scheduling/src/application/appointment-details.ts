import { Inject, Injectable } from '@nestjs/common';
import type { Appointment } from '../domain/appointment.entity';
import type { PeopleDirectory, Person } from './ports/people-directory.port';
import type { ScheduledService, ServiceCatalog } from './ports/service-catalog.port';
import { PEOPLE_DIRECTORY, SERVICE_CATALOG } from './scheduling.tokens';

/** An appointment with the service and people it names; any of them is missing only if it is gone. */
export interface AppointmentDetails {
  readonly appointment: Appointment;
  readonly service: ScheduledService | undefined;
  readonly client: Person | undefined;
  readonly provider: Person | undefined;
}

/** Attaches services and people to appointments with one catalog read and one directory read per answer. */
@Injectable()
export class AppointmentDetailsReader {
  constructor(
    @Inject(SERVICE_CATALOG) private readonly catalog: ServiceCatalog,
    @Inject(PEOPLE_DIRECTORY) private readonly people: PeopleDirectory,
  ) {}

  async of(appointments: readonly Appointment[]): Promise<AppointmentDetails[]> {
    if (appointments.length === 0) return [];
    const all = appointments.map((appointment) => appointment.toProps());
    const [services, people] = await Promise.all([
      this.catalog.findByIds(all.map(({ serviceId }) => serviceId)),
      this.people.findByIds(all.flatMap(({ clientId, providerId }) => [clientId, providerId])),
    ]);
    return appointments.map((appointment, index) => ({
      appointment,
      service: services.get(all[index].serviceId),
      client: people.get(all[index].clientId),
      provider: people.get(all[index].providerId),
    }));
  }

  async one(appointment: Appointment): Promise<AppointmentDetails> {
    const [details] = await this.of([appointment]);
    return details;
  }
}
