import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  API_PATHS,
  FAVORITE_MESSAGES,
  LISTING_MAX_PAGE_SIZE,
  type AddFavoriteRequest,
  type FavoriteListResponse,
  type FavoriteResponse,
} from '@changas/shared/contracts';
import { api } from '../http/api';
import { ApiError } from '../http/api-client';
import { schedulingQueryKeys } from '../scheduling/scheduling.keys';
import { useSession } from '../session/use-session';
import { favoritesStore, NO_FAVORITES } from './favorites-store';

export const favoritesQueryKeys = {
  list: ['favorites', 'list'] as const,
  page: (page: number) => [...favoritesQueryKeys.list, page] as const,
  allIds: ['favorites', 'list', 'all-ids'] as const,
};

const fetchFavorites = async (page: number, limit?: number, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page: String(page), ...(limit && { limit: String(limit) }) });
  return (await api.get<FavoriteListResponse>(`${API_PATHS.favorites}?${query}`, signal)).data;
};

/** Every id the server lists, page after page of the largest size: the merge needs the whole list. */
async function fetchAllFavoriteIds(signal?: AbortSignal): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { favorites, total } = await fetchFavorites(page, LISTING_MAX_PAGE_SIZE, signal);
    ids.push(...favorites.map(({ id }) => id));
    if (favorites.length === 0 || ids.length >= total) return ids;
  }
}

/** Every id of the caller's server list: what the app shell merges with the browser's (useFavoritesSync). */
export const favoriteIdsQuery = queryOptions({
  queryKey: favoritesQueryKeys.allIds,
  queryFn: ({ signal }) => fetchAllFavoriteIds(signal),
});

const saveFavorite = (serviceId: number) =>
  api.post<FavoriteResponse>(API_PATHS.favorites, {
    service_id: serviceId,
  } satisfies AddFavoriteRequest);

const hasCode = (error: unknown, code: string) => error instanceof ApiError && error.code === code;

/** The server list and the dashboard's counter follow every change. */
const refreshFavorites = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: favoritesQueryKeys.list }),
    queryClient.invalidateQueries({ queryKey: schedulingQueryKeys.dashboard }),
  ]);

/** The page of /favorites an address's query asks for ('?page=2'); anything else is the first. */
export function favoritesPageIn(search: URLSearchParams): number {
  const requested = Number(search.get('page'));
  return Number.isSafeInteger(requested) && requested > 1 ? requested : 1;
}

/** A page of the caller's saved services that are still offered, newest saved first (/favorites). */
export const favoriteServicesQuery = (page: number) =>
  queryOptions({
    queryKey: favoritesQueryKeys.page(page),
    queryFn: ({ signal }) => fetchFavorites(page, undefined, signal),
  });

export function useFavoriteServices(page = 1) {
  const { isAuthenticated } = useSession();
  return useQuery({
    ...favoriteServicesQuery(page),
    enabled: isAuthenticated,
    placeholderData: keepPreviousData,
  });
}

/**
 * Keeps the local list and the server's together (spec section 4): on login and on load the local
 * list becomes the union of both and the local additions are sent; a service the server no longer
 * offers leaves the local list. Logging out empties it. Mounted once, by the app shell.
 */
export function useFavoritesSync() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    if (userId === undefined) {
      favoritesStore.replace([]);
      return;
    }
    const controller = new AbortController();
    const merge = async () => {
      const serverIds = await queryClient.fetchQuery(favoriteIdsQuery);
      if (controller.signal.aborted) return;
      const localOnly = favoritesStore.getSnapshot().filter((id) => !serverIds.includes(id));
      favoritesStore.replace([...favoritesStore.getSnapshot(), ...serverIds]);
      if (localOnly.length === 0) return;
      const sent = await Promise.allSettled(localOnly.map(saveFavorite));
      sent.forEach((result, index) => {
        if (result.status === 'rejected' && hasCode(result.reason, 'CATALOG.SERVICE_NOT_FOUND'))
          favoritesStore.remove(localOnly[index]);
      });
      await refreshFavorites(queryClient);
    };
    // A failed merge leaves both lists as they were; the next load or login tries again.
    merge().catch(() => undefined);
    return () => controller.abort();
  }, [userId, queryClient]);
}

export interface FavoriteToggleOptions {
  /** An anonymous visitor touched a heart: the screen sends them to /login. */
  onLoginRequired?: () => void;
  /** The server refused: the heart is back as it was; the screen explains with these texts. */
  onFailure: (fallback: string, reason?: string) => void;
}

/** Requests in flight, by service id: a second click waits for the first answer instead of racing it. */
const inFlight = new Set<number>();
/** A prerendered page has no favourites: they live in the browser's storage. */
const noServerFavorites = () => NO_FAVORITES;

/** Every heart's state and its optimistic toggle: shown at once, undone if the server refuses. */
export function useFavoriteToggle({ onLoginRequired, onFailure }: FavoriteToggleOptions) {
  const { isAuthenticated } = useSession();
  const queryClient = useQueryClient();
  const ids = useSyncExternalStore(favoritesStore.subscribe, favoritesStore.getSnapshot, noServerFavorites);
  const favoriteIds = useMemo(() => new Set(isAuthenticated ? ids : []), [ids, isAuthenticated]);

  /** Saves or removes; answers whether the server took the change (or already agreed with it). */
  const setFavorite = async (serviceId: number, adding: boolean): Promise<boolean> => {
    if (!isAuthenticated) {
      onLoginRequired?.();
      return false;
    }
    if (inFlight.has(serviceId)) return false;
    inFlight.add(serviceId);
    if (adding) favoritesStore.add(serviceId);
    else favoritesStore.remove(serviceId);
    try {
      if (adding) await saveFavorite(serviceId);
      else await api.delete<FavoriteResponse>(API_PATHS.favorite(serviceId));
      return true;
    } catch (error) {
      // Already saved, or already gone: the server agrees with what the heart shows.
      const agrees = hasCode(error, adding ? 'FAVOURITES.ALREADY_FAVORITE' : 'FAVOURITES.NOT_FAVORITE');
      if (!agrees) {
        if (adding) favoritesStore.remove(serviceId);
        else favoritesStore.add(serviceId);
        onFailure(
          adding ? FAVORITE_MESSAGES.addFailed : FAVORITE_MESSAGES.removeFailed,
          error instanceof ApiError ? error.message : undefined,
        );
      }
      return agrees;
    } finally {
      inFlight.delete(serviceId);
      await refreshFavorites(queryClient);
    }
  };

  const toggle = (serviceId: number) => setFavorite(serviceId, !favoritesStore.has(serviceId));

  return { favoriteIds, toggle, setFavorite };
}
