import { Injectable } from '@nestjs/common';
import { CountMyServices, GetServiceSchedules, type ServiceScheduleSnapshot } from '@changas/server/catalog';
import type { ScheduledService, ServiceCatalog } from '../../application/ports/service-catalog.port';
import { ServiceSchedule } from '../../domain/service-schedule.value-object';

const toScheduledService = (snapshot: ServiceScheduleSnapshot): ScheduledService => ({
  id: snapshot.id,
  providerId: snapshot.providerId,
  title: snapshot.title,
  imageUrl: snapshot.imageUrl,
  isActive: snapshot.status === 'active',
  isDeleted: snapshot.isDeleted,
  skipsNationalHolidays: snapshot.skipsNationalHolidays,
  schedule: new ServiceSchedule({
    serviceId: snapshot.id,
    providerId: snapshot.providerId,
    durationMinutes: snapshot.durationMinutes,
    bookingWindowDays: snapshot.bookingWindowDays,
    // Passed on unread: only a schedule that is cut into slots reads its ranges.
    get weeklyRanges() {
      return snapshot.weeklyRanges;
    },
  }),
});

/** Services belong to the catalog: asks its public application API, never its tables. */
@Injectable()
export class CatalogServiceCatalog implements ServiceCatalog {
  constructor(
    private readonly getServiceSchedules: GetServiceSchedules,
    private readonly countMyServices: CountMyServices,
  ) {}

  async findByIds(ids: readonly number[]): Promise<ReadonlyMap<number, ScheduledService>> {
    const snapshots = await this.getServiceSchedules.execute(ids);
    return new Map(snapshots.map((snapshot) => [snapshot.id, toScheduledService(snapshot)]));
  }

  countPublishedBy(providerId: number): Promise<number> {
    return this.countMyServices.execute(providerId);
  }
}
