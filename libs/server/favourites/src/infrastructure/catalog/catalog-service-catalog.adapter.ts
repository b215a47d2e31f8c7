import { Injectable } from '@nestjs/common';
import { GetServiceSummaries } from '@changas/server/catalog';
import type { Page, PageRequest } from '@changas/server/kernel/domain';
import type { FavouriteService, ServiceCatalog } from '../../application/ports/service-catalog.port';

/** Services belong to the catalog: asks its public application API, never its tables. */
@Injectable()
export class CatalogServiceCatalog implements ServiceCatalog {
  constructor(private readonly getServiceSummaries: GetServiceSummaries) {}

  async findOffered(ids: readonly number[], page: PageRequest): Promise<Page<FavouriteService>> {
    const summaries = await this.getServiceSummaries.execute(ids, page);
    return {
      ...summaries,
      items: summaries.items.map(({ firstZone, ...summary }) => ({
        firstZone: firstZone && {
          province: firstZone.province,
          locality: firstZone.locality,
          ...(firstZone.neighborhood && { neighborhood: firstZone.neighborhood }),
        },
        // Last: a name added after a spread costs a new hidden class per service on Node 20 (README, "Spreads").
        ...summary,
      })),
    };
  }
}
