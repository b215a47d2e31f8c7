import type { ScheduledService, ServiceCatalog } from '../application/ports/service-catalog.port';

/** Known services by id; `reads` records each call so tests can check that lists ask once. */
export class FakeServiceCatalog implements ServiceCatalog {
  readonly reads: (readonly number[])[] = [];
  readonly services = new Map<number, ScheduledService>();

  add(service: ScheduledService): void {
    this.services.set(service.id, service);
  }

  /** Replaces some of a known service's data, e.g. to pause or delete it. */
  change(id: number, changes: Partial<ScheduledService>): void {
    this.services.set(id, { ...(this.services.get(id) as ScheduledService), ...changes });
  }

  async findByIds(ids: readonly number[]): Promise<ReadonlyMap<number, ScheduledService>> {
    this.reads.push(ids);
    return new Map([...this.services].filter(([id]) => ids.includes(id)));
  }

  async countPublishedBy(providerId: number): Promise<number> {
    return [...this.services.values()].filter(
      (service) => service.providerId === providerId && !service.isDeleted,
    ).length;
  }
}
