import type { FavouriteCounter } from '../application/ports/favourite-counter.port';

/** Each user's favourites count, as the favourites context would answer it. */
export class FakeFavouriteCounter implements FavouriteCounter {
  readonly counts = new Map<number, number>();

  async countOf(userId: number): Promise<number> {
    return this.counts.get(userId) ?? 0;
  }
}
