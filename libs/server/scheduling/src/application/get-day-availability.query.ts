import { Inject, Injectable } from '@nestjs/common';
import { type Clock, CLOCK, err, ok, type Result } from '@changas/server/kernel/domain';
import type { AppointmentRepository } from '../domain/appointment.repository.port';
import { SchedulingErrors } from '../domain/scheduling.errors';
import type { SlotAvailability } from '../domain/service-schedule.value-object';
import type { NationalHolidays } from './ports/national-holidays.port';
import type { ServiceCatalog } from './ports/service-catalog.port';
import { findVisibleService, holidayClosureOf } from './scheduled-services';
import { APPOINTMENT_REPOSITORY, NATIONAL_HOLIDAYS, SERVICE_CATALOG } from './scheduling.tokens';

/**
 * The slots of one day of the horizon ('YYYY-MM-DD', already checked) and whether each is free; none
 * on a national holiday the service skips.
 */
@Injectable()
export class GetDayAvailability {
  constructor(
    @Inject(SERVICE_CATALOG) private readonly catalog: ServiceCatalog,
    @Inject(APPOINTMENT_REPOSITORY) private readonly appointments: AppointmentRepository,
    @Inject(NATIONAL_HOLIDAYS) private readonly holidays: NationalHolidays,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(serviceId: number, date: string, viewerId?: number): Promise<Result<SlotAvailability[]>> {
    const found = await findVisibleService(this.catalog, serviceId, viewerId);
    if (!found.ok) return found;
    const { schedule } = found.value;
    const now = this.clock.now();
    if (!schedule.isWithinHorizon(date, now)) return err(SchedulingErrors.outsideHorizon());
    if (holidayClosureOf(this.holidays, found.value, date, date).closes(date)) return ok([]);
    const held = await this.appointments.findHeldTimes(serviceId, date, date);
    return ok(schedule.dayPlan(date, now, held));
  }
}
