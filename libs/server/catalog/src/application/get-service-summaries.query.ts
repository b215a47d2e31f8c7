import { Inject, Injectable } from '@nestjs/common';
import { offsetOf, type Page, type PageRequest } from '@changas/server/kernel/domain';
import type { ServiceRepository } from '../domain/service.repository.port';
import type { Zone } from '../domain/zone.value-object';
import { SERVICE_REPOSITORY } from './catalog.tokens';
import { ServiceListings } from './service-listings';

/** What other contexts may show of a service on a card: its face, rating, first zone and provider. */
export interface ServiceSummary {
  readonly id: number;
  readonly title: string;
  readonly category: string;
  readonly imageUrl: string | null;
  readonly averageRating: number;
  readonly ratingsCount: number;
  readonly firstZone: Zone | null;
  /** Empty when the provider's account is gone. */
  readonly providerName: string;
}

/**
 * One page of the services among `ids` that anyone may see (active, not deleted), in the order of
 * `ids`: favourites lists them, so a paused or deleted service drops out of every list at once. Only
 * the page's services are read whole; the rest are counted from their ids.
 */
@Injectable()
export class GetServiceSummaries {
  constructor(
    @Inject(SERVICE_REPOSITORY) private readonly services: ServiceRepository,
    private readonly listings: ServiceListings,
  ) {}

  async execute(ids: readonly number[], page: PageRequest): Promise<Page<ServiceSummary>> {
    const offered = await this.services.findOfferedIds([...new Set(ids)]);
    const start = offsetOf(page);
    const pageIds = offered.slice(start, start + page.limit);
    const services = pageIds.length > 0 ? await this.services.findManyIncludingDeleted(pageIds) : [];
    const items = (await this.listings.of(services)).map(({ service, provider }) => {
      const { id, title, category, imageUrl, averageRating, ratingsCount, zones } = service.toProps();
      return {
        id,
        title,
        category: category.name,
        imageUrl,
        averageRating,
        ratingsCount,
        firstZone: zones[0] ?? null,
        providerName: provider?.name ?? '',
      };
    });
    return { page: page.page, limit: page.limit, items, total: offered.length };
  }
}
