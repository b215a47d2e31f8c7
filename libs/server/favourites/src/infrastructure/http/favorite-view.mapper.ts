import type { FavoriteListResponse, FavoriteServiceView } from '@changas/shared/contracts';
import type { Page } from '@changas/server/kernel/domain';
import type { FavouriteService } from '../../application/ports/service-catalog.port';

/** A saved service as the API answers it, in the spec's field names. */
const toView = (service: FavouriteService): FavoriteServiceView => ({
  id: service.id,
  title: service.title,
  category: service.category,
  image_url: service.imageUrl,
  average_rating: service.averageRating,
  ratings_count: service.ratingsCount,
  zone: service.firstZone,
  provider_name: service.providerName,
});

export const FavoriteViewMapper = {
  toList: ({ items, total, page, limit }: Page<FavouriteService>): FavoriteListResponse => ({
    favorites: items.map(toView),
    total,
    page,
    limit,
  }),
};
