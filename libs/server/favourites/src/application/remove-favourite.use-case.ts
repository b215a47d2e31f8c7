import { Inject, Injectable } from '@nestjs/common';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import type { FavouriteRepository } from '../domain/favourite.repository.port';
import { FavouritesErrors } from '../domain/favourites.errors';
import { FAVOURITE_REPOSITORY } from './favourites.tokens';

/** Removes by service id whatever became of the service, so a deleted one can still be let go. */
@Injectable()
export class RemoveFavourite {
  constructor(@Inject(FAVOURITE_REPOSITORY) private readonly favourites: FavouriteRepository) {}

  async execute(userId: number, serviceId: number): Promise<Result<void>> {
    return (await this.favourites.remove(userId, serviceId))
      ? ok(undefined)
      : err(FavouritesErrors.notFavorite());
  }
}
