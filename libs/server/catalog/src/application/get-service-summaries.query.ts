import { Inject, Injectable } from '@nestjs/common';
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
 * The services among `ids` that anyone may see (active, not deleted), in the order of `ids`:
 * favourites lists them, so a paused or deleted service drops out of every list at once.
 */
@Injectable()
export class GetServiceSummaries {
  constructor(
    @Inject(SERVICE_REPOSITORY) private readonly services: ServiceRepository,
    private readonly listings: ServiceListings,
  ) {}

  async execute(ids: readonly number[]): Promise<ServiceSummary[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const offered = (await this.services.findManyIncludingDeleted(unique)).filter(
      (service) => service.isActive && !service.isDeleted,
    );
    return (await this.listings.of(offered)).map(({ service, provider }) => {
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
  }
}
