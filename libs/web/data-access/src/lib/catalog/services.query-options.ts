// What the catalogue's screens read, apart from their hooks and writes: the start-up asks for some of it
// (the router's askData), and this module alone joins the app's first files.
import { queryOptions } from '@tanstack/react-query';
import {
  API_PATHS,
  type ServiceListResponse,
  type ServiceResponse,
  type ServiceSearchQuery,
} from '@changas/shared/contracts';
import { api } from '../http/api';

export const servicesQueryKeys = {
  all: ['services'] as const,
  search: (query: ServiceSearchQuery) => ['services', 'search', query] as const,
  mine: ['services', 'mine'] as const,
  detail: (id: number) => ['services', 'detail', id] as const,
};

/** The caller's services, active and inactive (the server caps a page at 50). */
export const myServicesQuery = queryOptions({
  queryKey: servicesQueryKeys.mine,
  queryFn: async ({ signal }) =>
    (await api.get<ServiceListResponse>(`${API_PATHS.myServices}?limit=50`, signal)).data,
});

/** One service. */
export const serviceQuery = (id: number) =>
  queryOptions({
    queryKey: servicesQueryKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get<ServiceResponse>(API_PATHS.service(id), signal)).data.service,
  });
