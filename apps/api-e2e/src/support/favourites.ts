import type { ApiSuccess, FavoriteListResponse, FavoriteResponse } from '@changas/shared/contracts';
import { bodyless, jsonRequest, withToken } from './http';
import type { TestApp } from './test-app';

/** The favourites endpoints of one test app. */
export function favouritesApi(api: TestApp) {
  return {
    add: (token: string | undefined, body: unknown) =>
      api.request<ApiSuccess<FavoriteResponse>>('/api/favorites', jsonRequest('POST', body, token)),
    list: (token?: string) =>
      api.request<ApiSuccess<FavoriteListResponse>>('/api/favorites', token ? withToken(token) : undefined),
    remove: (serviceId: number | string, token?: string) =>
      api.request<ApiSuccess<FavoriteResponse>>(`/api/favorites/${serviceId}`, bodyless('DELETE', token)),
    /** The ids of the caller's listed favourites, in the list's order. */
    async ids(token: string): Promise<number[]> {
      const { body } = await api.request<ApiSuccess<FavoriteListResponse>>(
        '/api/favorites',
        withToken(token),
      );
      return body.data.favorites.map(({ id }) => id);
    },
  };
}
