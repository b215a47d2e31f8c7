import { Inject, Injectable } from '@nestjs/common';
import { type ServiceStatus, type TimeRange, type Weekday, WEEKDAYS } from '@changas/shared/contracts';
import type { ServiceRepository, ServiceScheduleProps } from '../domain/service.repository.port';
import { SERVICE_REPOSITORY } from './catalog.tokens';

/** What other contexts may read of a service to book it and to name it next to their records. */
export interface ServiceScheduleSnapshot {
  readonly id: number;
  readonly providerId: number;
  readonly title: string;
  readonly imageUrl: string | null;
  readonly status: ServiceStatus;
  readonly isDeleted: boolean;
  readonly durationMinutes: number;
  readonly bookingWindowDays: number;
  readonly skipsNationalHolidays: boolean;
  /** Every weekday's ranges in minutes, in time order (parsed on each read: keep what you need). */
  readonly weeklyRanges: Readonly<Record<Weekday, readonly TimeRange[]>>;
}

const toSnapshot = ({
  id,
  providerId,
  title,
  imageUrl,
  status,
  durationMinutes,
  bookingWindowDays,
  skipsNationalHolidays,
  availability,
  deletedAt,
}: ServiceScheduleProps): ServiceScheduleSnapshot => ({
  id,
  providerId,
  title,
  imageUrl,
  status,
  isDeleted: deletedAt !== null,
  durationMinutes,
  bookingWindowDays,
  skipsNationalHolidays,
  // Read when asked: lists of appointments name hundreds of services and cut none of them into slots.
  get weeklyRanges() {
    return Object.fromEntries(WEEKDAYS.map((day) => [day, availability.rangesOf(day)])) as Record<
      Weekday,
      readonly TimeRange[]
    >;
  },
});

/**
 * Many services in one read for other contexts (scheduling cuts them into slots and names them in
 * appointment lists). Deleted services are included, flagged: their appointments still point at them.
 */
@Injectable()
export class GetServiceSchedules {
  constructor(@Inject(SERVICE_REPOSITORY) private readonly services: ServiceRepository) {}

  async execute(ids: readonly number[]): Promise<ServiceScheduleSnapshot[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    return (await this.services.findSchedulesIncludingDeleted(unique)).map(toSnapshot);
  }
}
