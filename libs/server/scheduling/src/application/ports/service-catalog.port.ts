import type { ServiceSchedule } from '../../domain/service-schedule.value-object';

/** What scheduling reads of a service; the catalog owns these data. */
export interface ScheduledService {
  readonly id: number;
  readonly providerId: number;
  readonly title: string;
  readonly imageUrl: string | null;
  readonly isActive: boolean;
  /** A deleted service still names the appointments that point at it, but takes no bookings. */
  readonly isDeleted: boolean;
  /** National holidays (feriados) have no slots. */
  readonly skipsNationalHolidays: boolean;
  readonly schedule: ServiceSchedule;
}

export interface ServiceCatalog {
  /** The services among `ids` in one read, deleted ones included; unknown ids are left out. */
  findByIds(ids: readonly number[]): Promise<ReadonlyMap<number, ScheduledService>>;
  /** How many services the provider has published and not deleted, active or paused. */
  countPublishedBy(providerId: number): Promise<number>;
}
