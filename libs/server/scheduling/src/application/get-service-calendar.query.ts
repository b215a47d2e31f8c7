import { Inject, Injectable } from '@nestjs/common';
import { type Clock, CLOCK, ok, type Result } from '@changas/server/kernel/domain';
import type { AppointmentRepository } from '../domain/appointment.repository.port';
import type { BookingHorizon, CalendarDay } from '../domain/service-schedule.value-object';
import type { NationalHolidays } from './ports/national-holidays.port';
import type { ServiceCatalog } from './ports/service-catalog.port';
import { findVisibleService, holidayClosureOf } from './scheduled-services';
import { APPOINTMENT_REPOSITORY, NATIONAL_HOLIDAYS, SERVICE_CATALOG } from './scheduling.tokens';

export interface ServiceCalendar extends BookingHorizon {
  readonly days: readonly CalendarDay[];
}

/**
 * The booking calendar of a service: every day of the horizon and whether a slot is still free on it,
 * with national holidays named (and closed when the service skips them).
 */
@Injectable()
export class GetServiceCalendar {
  constructor(
    @Inject(SERVICE_CATALOG) private readonly catalog: ServiceCatalog,
    @Inject(APPOINTMENT_REPOSITORY) private readonly appointments: AppointmentRepository,
    @Inject(NATIONAL_HOLIDAYS) private readonly holidays: NationalHolidays,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(serviceId: number, viewerId?: number): Promise<Result<ServiceCalendar>> {
    const found = await findVisibleService(this.catalog, serviceId, viewerId);
    if (!found.ok) return found;
    const { schedule } = found.value;
    const now = this.clock.now();
    const { startDate, endDate } = schedule.horizon(now);
    const held = await this.appointments.findHeldTimes(serviceId, startDate, endDate);
    const closure = holidayClosureOf(this.holidays, found.value, startDate, endDate);
    const days = closure.applyTo(schedule.calendar(now, held));
    return ok({ startDate, endDate, days });
  }
}
