import { DomainError } from '@changas/server/kernel/domain';

/** The favourites context's expected failures; their codes fix the HTTP status and Spanish text. */
export const FavouritesErrors = {
  // A service that is unknown, deleted or paused cannot be saved, as the catalog answers for it.
  serviceNotFound: () => new DomainError('CATALOG.SERVICE_NOT_FOUND'),
  alreadyFavorite: () => new DomainError('FAVOURITES.ALREADY_FAVORITE'),
  notFavorite: () => new DomainError('FAVOURITES.NOT_FAVORITE'),
} as const;
