import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type DashboardResponse } from '@changas/shared/contracts';
import { api } from '../http/api';
import { useSession } from '../session/use-session';
import { schedulingQueryKeys } from './scheduling.keys';

/** The caller's six counters and most recent sent and received requests. */
export const dashboardQuery = queryOptions({
  queryKey: schedulingQueryKeys.dashboard,
  queryFn: async ({ signal }) => (await api.get<DashboardResponse>(API_PATHS.dashboard, signal)).data,
});

export function useDashboard() {
  const { isAuthenticated } = useSession();
  return useQuery({ ...dashboardQuery, enabled: isAuthenticated });
}
