import type { ApiSuccess, FavoriteListResponse, FavoriteResponse } from '@changas/shared/contracts';
import { bodyless, jsonRequest, withToken } from './http';
import type { TestApp } from './test-app';

/** The favourites endpoints of one test app. */
export function favouritesApi(api: TestApp) {
  return {
    add: (token: string | undefined, body: unknown) =>
      api.request<ApiSuccess<FavoriteResponse>>('/api/favorites', jsonRequest('POST', body, token)),
    list: (token?: string, query = '') =>
      api.request<ApiSuccess<FavoriteListResponse>>(
        `/api/favorites${query}`,
        token ? withToken(token) : undefined,
      ),
    remove: (serviceId: number | string, token?: string) =>
      api.request<ApiSuccess<FavoriteResponse>>(`/api/favorites/${serviceId}`, bodyless('DELETE', token)),
    /** The ids on the first page (50, the most a page holds) of the caller's favourites, in the list's order. */
    async ids(token: string): Promise<number[]> {
      const { body } = await api.request<ApiSuccess<FavoriteListResponse>>(
        '/api/favorites?limit=50',
        withToken(token),
      );
      return body.data.favorites.map(({ id }) => id);
    },
  };
}
