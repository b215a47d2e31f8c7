import { Injectable } from '@nestjs/common';
import { GetServiceSummaries } from '@changas/server/catalog';
import type { FavouriteService, ServiceCatalog } from '../../application/ports/service-catalog.port';

/** Services belong to the catalog: asks its public application API, never its tables. */
@Injectable()
export class CatalogServiceCatalog implements ServiceCatalog {
  constructor(private readonly getServiceSummaries: GetServiceSummaries) {}

  async findOffered(ids: readonly number[]): Promise<FavouriteService[]> {
    return (await this.getServiceSummaries.execute(ids)).map(({ firstZone, ...summary }) => ({
      ...summary,
      firstZone: firstZone && {
        province: firstZone.province,
        locality: firstZone.locality,
        ...(firstZone.neighborhood && { neighborhood: firstZone.neighborhood }),
      },
    }));
  }
}
