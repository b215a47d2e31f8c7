import type { Page, PageRequest } from '@changas/server/kernel/domain';
import type { NewService, Service, ServiceProps, ServiceRating } from './service.entity';
import type { ServiceFilter } from './service-search';

/** A listing page whose total stops at the count limit it was asked for. */
export interface ServicePage extends Page<Service> {
  /** More services match than `total`, which is then the limit. */
  readonly totalCapped: boolean;
}

/** A service as its schedule is read by other contexts: no zones, category or description. */
export type ServiceScheduleProps = Pick<
  ServiceProps,
  | 'id'
  | 'providerId'
  | 'title'
  | 'imageUrl'
  | 'status'
  | 'durationMinutes'
  | 'bookingWindowDays'
  | 'skipsNationalHolidays'
  | 'availability'
  | 'deletedAt'
>;

export interface ServiceRepository {
  insert(service: NewService): Promise<Service>;
  /** Writes the service's current state: details, zones, status and deletion. */
  update(service: Service): Promise<void>;
  /** Stores a service's rating summary (deleted ones too); false when there is no such service. */
  updateRating(id: number, rating: ServiceRating): Promise<boolean>;
  /** A service that was not deleted. */
  findById(id: number): Promise<Service | undefined>;
  /** The services among `ids`, deleted ones included (appointments and reviews still name them); unknown ids are left out. */
  findManyIncludingDeleted(ids: readonly number[]): Promise<Service[]>;
  /** As findManyIncludingDeleted, only what a schedule needs: lists of appointments name hundreds of services. */
  findSchedulesIncludingDeleted(ids: readonly number[]): Promise<ServiceScheduleProps[]>;
  /** The ids among `ids` of services anyone may see (active, not deleted), in the order of `ids`. */
  findOfferedIds(ids: readonly number[]): Promise<number[]>;
  /** Services that were not deleted and match `filter`, newest first, counted up to `countLimit` (all by default). */
  findPage(filter: ServiceFilter, page: PageRequest, countLimit?: number): Promise<ServicePage>;
}
