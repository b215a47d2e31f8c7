import type { Category } from '../../domain/category.entity';
import { type NewService, Service, type ServiceProps, searchTextOf } from '../../domain/service.entity';
import { WeeklyAvailability } from '../../domain/weekly-availability.value-object';
import { Zone } from '../../domain/zone.value-object';
import type { ServiceOrmEntity } from './service.orm-entity';
import { isListed, searchTerms } from '../../domain/service-search';
import type { ServiceScheduleProps } from '../../domain/service.repository.port';
import type { ServiceSearchTermOrmEntity } from './service-search-term.orm-entity';
import type { ServiceZoneOrmEntity } from './service-zone.orm-entity';

type ServiceRow = Omit<ServiceOrmEntity, 'id' | 'category'>;
type ZoneRow = Omit<ServiceZoneOrmEntity, 'id'>;

/** The columns a schedule is read from. */
export const SCHEDULE_COLUMNS = [
  'id',
  'providerId',
  'title',
  'imageUrl',
  'status',
  'durationMinutes',
  'bookingWindowDays',
  'skipsNationalHolidays',
  'availability',
  'deletedAt',
] as const satisfies readonly (keyof ServiceOrmEntity & keyof ServiceScheduleProps)[];
export type ScheduleRow = Pick<ServiceOrmEntity, (typeof SCHEDULE_COLUMNS)[number]>;

export const ServiceMapper = {
  /** A row with its category and its zones. */
  toDomain: (
    row: Omit<ServiceOrmEntity, 'category'>,
    category: Category,
    zones: readonly Pick<ServiceZoneOrmEntity, 'province' | 'locality' | 'neighborhood'>[],
  ): Service =>
    Service.restore({
      id: row.id,
      providerId: row.providerId,
      title: row.title,
      description: row.description,
      category,
      price: row.price,
      durationMinutes: row.durationMinutes as ServiceProps['durationMinutes'],
      bookingWindowDays: row.bookingWindowDays as ServiceProps['bookingWindowDays'],
      availability: WeeklyAvailability.restore(row.availability),
      skipsNationalHolidays: row.skipsNationalHolidays,
      zones: zones.map(Zone.restore),
      imageUrl: row.imageUrl,
      status: row.status,
      averageRating: row.averageRating,
      ratingsCount: row.ratingsCount,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      deletedAt: row.deletedAt,
    }),

  /** A service as its schedule is read, without zones, category or description. */
  toScheduleProps: (row: ScheduleRow): ServiceScheduleProps => ({
    ...row,
    durationMinutes: row.durationMinutes as ServiceProps['durationMinutes'],
    bookingWindowDays: row.bookingWindowDays as ServiceProps['bookingWindowDays'],
    availability: WeeklyAvailability.restore(row.availability),
  }),

  /** The service's columns, with the search text the domain derives from its details. */
  toRow: (service: NewService | ServiceProps): ServiceRow => ({
    providerId: service.providerId,
    categoryId: service.category.id,
    title: service.title,
    description: service.description,
    price: service.price,
    durationMinutes: service.durationMinutes,
    bookingWindowDays: service.bookingWindowDays,
    availability: service.availability.toJSON(),
    skipsNationalHolidays: service.skipsNationalHolidays,
    imageUrl: service.imageUrl,
    status: service.status,
    averageRating: service.averageRating,
    ratingsCount: service.ratingsCount,
    searchText: searchTextOf(service),
    createdAt: service.createdAt,
    updatedAt: service.updatedAt,
    deletedAt: service.deletedAt,
  }),

  /** The indexed words of the service's search text, each with the service's place in the listing. */
  toSearchTermRows: (serviceId: number, service: NewService | ServiceProps): ServiceSearchTermOrmEntity[] =>
    searchTerms(searchTextOf(service)).map((term) => ({ term, serviceId, createdAt: service.createdAt })),

  toZoneRows: (serviceId: number, service: NewService | ServiceProps): ZoneRow[] =>
    service.zones.map((zone) => ({
      serviceId,
      categoryId: service.category.id,
      listed: isListed(service),
      createdAt: service.createdAt,
      province: zone.province,
      locality: zone.locality,
      neighborhood: zone.neighborhood,
      provinceKey: zone.provinceKey,
      localityKey: zone.localityKey,
    })),
};
