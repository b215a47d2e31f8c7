import { err, ok, type Result } from '@changas/server/kernel/domain';
import { HolidayClosure } from '../domain/holiday-closure.value-object';
import { SchedulingErrors } from '../domain/scheduling.errors';
import type { NationalHolidays } from './ports/national-holidays.port';
import type { ScheduledService, ServiceCatalog } from './ports/service-catalog.port';

/**
 * A service as the catalog shows it to `viewerId`: 404 when unknown or deleted, and when paused
 * unless the viewer is its provider (the catalog's own visibility rule).
 */
export async function findVisibleService(
  catalog: ServiceCatalog,
  serviceId: number,
  viewerId: number | undefined,
): Promise<Result<ScheduledService>> {
  const service = (await catalog.findByIds([serviceId])).get(serviceId);
  if (!service || service.isDeleted || (!service.isActive && service.providerId !== viewerId)) {
    return err(SchedulingErrors.serviceNotFound());
  }
  return ok(service);
}

/** How `service` keeps the national holidays from `from` to `to`, read once for the whole range. */
export const holidayClosureOf = (
  holidays: NationalHolidays,
  service: ScheduledService,
  from: string,
  to: string,
): HolidayClosure => new HolidayClosure(holidays.between(from, to), service.skipsNationalHolidays);

/** A service whose appointments the user wants to see: 404 as above, 403 when it is someone else's. */
export async function findOwnedService(
  catalog: ServiceCatalog,
  serviceId: number,
  userId: number,
): Promise<Result<ScheduledService>> {
  const found = await findVisibleService(catalog, serviceId, userId);
  if (found.ok && found.value.providerId !== userId) return err(SchedulingErrors.forbidden());
  return found;
}
