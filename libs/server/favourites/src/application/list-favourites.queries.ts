import { Inject, Injectable } from '@nestjs/common';
import type { FavouriteRepository } from '../domain/favourite.repository.port';
import { FAVOURITE_REPOSITORY, SERVICE_CATALOG } from './favourites.tokens';
import type { FavouriteService, ServiceCatalog } from './ports/service-catalog.port';

/**
 * The user's saved services that are still offered, newest saved first. The rows of a paused or
 * deleted service stay (a paused one comes back when reactivated) but the catalog leaves it out.
 */
@Injectable()
export class ListFavourites {
  constructor(
    @Inject(FAVOURITE_REPOSITORY) private readonly favourites: FavouriteRepository,
    @Inject(SERVICE_CATALOG) private readonly catalog: ServiceCatalog,
  ) {}

  async execute(userId: number): Promise<FavouriteService[]> {
    return this.catalog.findOffered(await this.favourites.serviceIdsOf(userId));
  }
}

/** How many services the list above shows (the dashboard's counter). */
@Injectable()
export class CountFavourites {
  constructor(private readonly list: ListFavourites) {}

  async execute(userId: number): Promise<number> {
    return (await this.list.execute(userId)).length;
  }
}
