import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type ServiceListResponse,
  type ServiceRequest,
  type ServiceResponse,
  type ServiceSearchQuery,
  type ServiceStatusRequest,
} from '@changas/shared/contracts';
import { api } from '../http/api';
import { useSession } from '../session/use-session';
import { myServicesQuery, serviceQuery, servicesQueryKeys } from './services.query-options';

/** The query string of GET /api/services, leaving out empty filters. */
export function serviceSearchParams(query: ServiceSearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && String(value).trim() !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Active services matching the filters; the previous page stays on screen while the next loads. */
export function useServiceSearch(query: ServiceSearchQuery) {
  return useQuery({
    queryKey: servicesQueryKeys.search(query),
    queryFn: async ({ signal }) =>
      (await api.get<ServiceListResponse>(API_PATHS.services + serviceSearchParams(query), signal)).data,
    placeholderData: keepPreviousData,
  });
}

/** The caller's services, active and inactive (the server caps a page at 50). */
export function useMyServices() {
  const { isAuthenticated } = useSession();
  return useQuery({ ...myServicesQuery, enabled: isAuthenticated });
}

/** One service; `id` undefined (a bad route parameter) keeps the query idle. */
export const useService = (id: number | undefined) =>
  useQuery({ ...serviceQuery(id ?? 0), enabled: id !== undefined });

/** After any change the lists and the detail are refetched; the answer's service primes its detail. */
function useServiceWrite<TVariables>(
  write: (variables: TVariables) => Promise<{ data: ServiceResponse | null; message?: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: ({ data }) => {
      if (data?.service) queryClient.setQueryData(servicesQueryKeys.detail(data.service.id), data.service);
      return queryClient.invalidateQueries({ queryKey: servicesQueryKeys.all });
    },
  });
}

export function useCreateService() {
  return useServiceWrite((request: ServiceRequest) => api.post<ServiceResponse>(API_PATHS.services, request));
}

export function useUpdateService() {
  return useServiceWrite(({ id, request }: { id: number; request: ServiceRequest }) =>
    api.put<ServiceResponse>(API_PATHS.service(id), request),
  );
}

/** Without `status` the server toggles the service. */
export function useChangeServiceStatus() {
  return useServiceWrite(({ id, ...request }: { id: number } & ServiceStatusRequest) =>
    api.patch<ServiceResponse>(API_PATHS.serviceStatus(id), request),
  );
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(API_PATHS.service(id)),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: servicesQueryKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: servicesQueryKeys.all });
    },
  });
}
