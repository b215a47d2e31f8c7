import { Inject, Injectable } from '@nestjs/common';
import { type Clock, CLOCK, err, ok, type Result } from '@changas/server/kernel/domain';
import { Appointment } from '../domain/appointment.entity';
import type { AppointmentRepository } from '../domain/appointment.repository.port';
import { SchedulingErrors } from '../domain/scheduling.errors';
import { type AppointmentDetails, AppointmentDetailsReader } from './appointment-details';
import type { NationalHolidays } from './ports/national-holidays.port';
import type { ServiceCatalog } from './ports/service-catalog.port';
import { findVisibleService, holidayClosureOf } from './scheduled-services';
import { APPOINTMENT_REPOSITORY, NATIONAL_HOLIDAYS, SERVICE_CATALOG } from './scheduling.tokens';

export interface BookAppointmentCommand {
  readonly serviceId: number;
  /** 'YYYY-MM-DD' and 'HH:MM' in Argentina, already checked for their form. */
  readonly date: string;
  readonly time: string;
  readonly notes: string;
}

/**
 * A client requests a slot of someone else's active service, never on a national holiday the service
 * skips; it stays pending until the provider answers. Two clients may pass the free-slot check at
 * once: the slot key's UNIQUE index lets one insert win and answers the other SCHEDULING.SLOT_TAKEN.
 */
@Injectable()
export class BookAppointment {
  constructor(
    @Inject(SERVICE_CATALOG) private readonly catalog: ServiceCatalog,
    @Inject(APPOINTMENT_REPOSITORY) private readonly appointments: AppointmentRepository,
    private readonly details: AppointmentDetailsReader,
    @Inject(NATIONAL_HOLIDAYS) private readonly holidays: NationalHolidays,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `now` is the clock's; only the demo seed passes one, replaying past bookings when they happened. */
  async execute(
    clientId: number,
    command: BookAppointmentCommand,
    now = this.clock.now(),
  ): Promise<Result<AppointmentDetails>> {
    const found = await findVisibleService(this.catalog, command.serviceId, clientId);
    if (!found.ok) return found;
    const { schedule } = found.value;
    // A day outside the horizon keeps its own answer; inside it, a closed holiday has no slot to pick.
    const closure = holidayClosureOf(this.holidays, found.value, command.date, command.date);
    if (schedule.isWithinHorizon(command.date, now) && closure.closes(command.date)) {
      return err(SchedulingErrors.holiday());
    }
    const held = await this.appointments.findHeldTimes(command.serviceId, command.date, command.date);
    const requested = Appointment.request(
      schedule,
      { clientId, date: command.date, time: command.time, notes: command.notes },
      now,
      held,
    );
    if (!requested.ok) return requested;
    const inserted = await this.appointments.insert(requested.value);
    if (!inserted.ok) return inserted;
    return ok(await this.details.one(inserted.value));
  }
}
