import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, type AppConfigResponse } from '@changas/shared/contracts';
import { api } from '../http/api';

/**
 * The API's public settings (demo mode), read once per visit. The app asks for them as it starts: the auth
 * screens add their demo helper from them, and drawn before the answer came, the helper pushed the
 * screen's links down (a layout shift of 0.014 on /login on a phone).
 */
export const appConfigQuery = queryOptions({
  queryKey: ['app-config'],
  queryFn: async ({ signal }) => (await api.get<AppConfigResponse>(API_PATHS.appConfig, signal)).data,
  staleTime: Infinity,
});
