import { Inject, Injectable } from '@nestjs/common';
import { LISTING_MAX_PAGE_SIZE, LISTING_PAGE_SIZE } from '@changas/shared/contracts';
import { type Page, type PageRequest, pageRequest } from '@changas/server/kernel/domain';
import type { FavouriteRepository } from '../domain/favourite.repository.port';
import { FAVOURITE_REPOSITORY, SERVICE_CATALOG } from './favourites.tokens';
import type { FavouriteService, ServiceCatalog } from './ports/service-catalog.port';

/**
 * A page of the user's saved services that are still offered, newest saved first. The rows of a paused
 * or deleted service stay (a paused one comes back when reactivated) but the catalog leaves it out.
 */
@Injectable()
export class ListFavourites {
  constructor(
    @Inject(FAVOURITE_REPOSITORY) private readonly favourites: FavouriteRepository,
    @Inject(SERVICE_CATALOG) private readonly catalog: ServiceCatalog,
  ) {}

  async execute(userId: number, requested: Partial<PageRequest> = {}): Promise<Page<FavouriteService>> {
    const page = pageRequest(requested, { defaultLimit: LISTING_PAGE_SIZE, maxLimit: LISTING_MAX_PAGE_SIZE });
    return this.catalog.findOffered(await this.favourites.serviceIdsOf(userId), page);
  }
}

/** How many services the list above holds (the dashboard's counter). */
@Injectable()
export class CountFavourites {
  constructor(private readonly list: ListFavourites) {}

  async execute(userId: number): Promise<number> {
    return (await this.list.execute(userId, { page: 1, limit: 1 })).total;
  }
}
