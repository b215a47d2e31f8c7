import { offsetOf, type PageRequest } from '@changas/server/kernel/domain';
import { type NewService, Service, type ServiceProps, type ServiceRating } from '../domain/service.entity';
import { isListed, matchesWords, type ServiceFilter } from '../domain/service-search';
import type { ServicePage, ServiceRepository, ServiceScheduleProps } from '../domain/service.repository.port';

/** The ServiceRepository port over a Map, with the listing rules of the SQL one; `rows` is open for inspection. */
export class InMemoryServiceRepository implements ServiceRepository {
  readonly rows = new Map<number, ServiceProps>();
  private lastId = 0;

  async insert(service: NewService): Promise<Service> {
    const row = { ...service, id: ++this.lastId };
    this.rows.set(row.id, row);
    return Service.restore(row);
  }

  async update(service: Service): Promise<void> {
    this.rows.set(service.id, service.toProps());
  }

  async updateRating(id: number, rating: ServiceRating): Promise<boolean> {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, ...rating });
    return row !== undefined;
  }

  async findById(id: number): Promise<Service | undefined> {
    const row = this.rows.get(id);
    return row && !row.deletedAt ? Service.restore(row) : undefined;
  }

  async findManyIncludingDeleted(ids: readonly number[]): Promise<Service[]> {
    return ids.flatMap((id) => {
      const row = this.rows.get(id);
      return row ? [Service.restore(row)] : [];
    });
  }

  async findSchedulesIncludingDeleted(ids: readonly number[]): Promise<ServiceScheduleProps[]> {
    return ids.flatMap((id) => this.rows.get(id) ?? []);
  }

  async findOfferedIds(ids: readonly number[]): Promise<number[]> {
    return ids.filter((id) => {
      const row = this.rows.get(id);
      return row !== undefined && !row.deletedAt && row.status === 'active';
    });
  }

  async findPage(filter: ServiceFilter, page: PageRequest, countLimit = Infinity): Promise<ServicePage> {
    const matching = [...this.rows.values()]
      .map(Service.restore)
      .filter((service) => matches(service, filter))
      .sort((a, b) => b.toProps().createdAt.getTime() - a.toProps().createdAt.getTime() || b.id - a.id);
    const start = offsetOf(page);
    return {
      ...page,
      items: matching.slice(start, start + page.limit),
      total: Math.min(matching.length, countLimit),
      totalCapped: matching.length > countLimit,
    };
  }
}

function matches(service: Service, filter: ServiceFilter): boolean {
  const { category, zones, providerId } = service.toProps();
  const inPlace = zones.some(
    (zone) =>
      (!filter.provinceKey || zone.provinceKey === filter.provinceKey) &&
      (!filter.localityKey || zone.localityKey === filter.localityKey),
  );
  return (
    !service.isDeleted &&
    (!filter.onlyActive || service.isActive) &&
    (filter.providerId === undefined || providerId === filter.providerId) &&
    (filter.categoryId === undefined || category.id === filter.categoryId) &&
    inPlace &&
    (!filter.words?.length || (isListed(service.toProps()) && matchesWords(service.searchText, filter.words)))
  );
}
