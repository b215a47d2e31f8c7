/**
 * Favourites: the rule and Spanish texts of saving a service (spec sections 4 and 8), and the
 * request/response shapes of /api/favorites (spec sections 3 and 7).
 */
import type { ZoneView } from './services';

export const FAVORITE_RULES = {
  serviceId: 'Selecciona un servicio válido',
} as const;

export const FAVORITE_MESSAGES = {
  added: 'Servicio agregado a favoritos',
  removed: 'Servicio eliminado de favoritos',
  addFailed: 'Error al agregar a favoritos',
  removeFailed: 'Error al eliminar de favoritos',
} as const;

/** localStorage key of the favourite service ids (spec section 9). */
export const FAVORITES_STORAGE_KEY = 'favorites';

/** POST /api/favorites */
export interface AddFavoriteRequest {
  service_id: number;
}

export interface FavoriteResponse {
  favorite: { service_id: number };
}

/** A saved service as the favourites grid shows it; `zone` is its first zone. */
export interface FavoriteServiceView {
  id: number;
  title: string;
  category: string;
  image_url: string | null;
  average_rating: number;
  ratings_count: number;
  zone: ZoneView | null;
  provider_name: string;
}

/** GET /api/favorites: page from 1, limit 9 (at most 50). */
export interface FavoritePageQuery {
  page?: number;
  limit?: number;
}

/** GET /api/favorites: a page of the caller's saved services that are still offered, newest saved first. */
export interface FavoriteListResponse {
  favorites: FavoriteServiceView[];
  total: number;
  page: number;
  limit: number;
}
