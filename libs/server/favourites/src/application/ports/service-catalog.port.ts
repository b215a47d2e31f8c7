import type { Page, PageRequest } from '@changas/server/kernel/domain';

/** What favourites shows of a service; the catalog owns these data. */
export interface FavouriteService {
  readonly id: number;
  readonly title: string;
  readonly category: string;
  readonly imageUrl: string | null;
  readonly averageRating: number;
  readonly ratingsCount: number;
  readonly firstZone: {
    readonly province: string;
    readonly locality: string;
    readonly neighborhood?: string;
  } | null;
  readonly providerName: string;
}

export interface ServiceCatalog {
  /** One page of the services among `ids` that anyone may see (active, not deleted), in the order of `ids`. */
  findOffered(ids: readonly number[], page: PageRequest): Promise<Page<FavouriteService>>;
}
