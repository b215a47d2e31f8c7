import { Inject, Injectable } from '@nestjs/common';
import { type Clock, CLOCK, err, type Result } from '@changas/server/kernel/domain';
import type { FavouriteRepository } from '../domain/favourite.repository.port';
import { FavouritesErrors } from '../domain/favourites.errors';
import { FAVOURITE_REPOSITORY, SERVICE_CATALOG } from './favourites.tokens';
import type { ServiceCatalog } from './ports/service-catalog.port';

/** Saves a service that anyone may see; saving it twice is a conflict, not a no-op. */
@Injectable()
export class AddFavourite {
  constructor(
    @Inject(SERVICE_CATALOG) private readonly catalog: ServiceCatalog,
    @Inject(FAVOURITE_REPOSITORY) private readonly favourites: FavouriteRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(userId: number, serviceId: number): Promise<Result<void>> {
    const { total } = await this.catalog.findOffered([serviceId], { page: 1, limit: 1 });
    if (total === 0) return err(FavouritesErrors.serviceNotFound());
    return this.favourites.add({ userId, serviceId, createdAt: this.clock.now() });
  }
}
