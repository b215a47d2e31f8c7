import type { FavoriteListResponse, FavoriteServiceView } from '@changas/shared/contracts';
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
  toList: (services: readonly FavouriteService[]): FavoriteListResponse => ({
    favorites: services.map(toView),
    total: services.length,
  }),
};
