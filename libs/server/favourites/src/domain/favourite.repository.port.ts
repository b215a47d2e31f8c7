import type { Result } from '@changas/server/kernel/domain';

/** A service a user saved: the pair is unique, the service belongs to the catalog. */
export interface Favourite {
  readonly userId: number;
  readonly serviceId: number;
  readonly createdAt: Date;
}

export interface FavouriteRepository {
  /** Saves the pair; a pair already saved (even by a concurrent request) is `alreadyFavorite`. */
  add(favourite: Favourite): Promise<Result<void>>;
  /** Whether the pair existed. */
  remove(userId: number, serviceId: number): Promise<boolean>;
  /** The ids of the services the user saved, newest saved first. */
  serviceIdsOf(userId: number): Promise<number[]>;
}
