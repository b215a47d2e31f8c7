import type { FavoriteServiceView } from '@changas/shared/contracts';

/** A saved service with reviews, a zone and its provider: the usual card. */
export const favoriteService: FavoriteServiceView = {
  id: 7,
  title: 'Plomería y destapaciones',
  category: 'Plomería',
  image_url: null,
  average_rating: 4.5,
  ratings_count: 12,
  zone: { province: 'Ciudad Autónoma de Buenos Aires', locality: 'Palermo' },
  provider_name: 'Lucía Fernández',
};
