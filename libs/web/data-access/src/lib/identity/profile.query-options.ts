// The profile's read, apart from identity's hooks and writes: the start-up asks for it (the router's askData),
// and this module alone joins the app's first files.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, type ProfileResponse } from '@changas/shared/contracts';
import { api } from '../http/api';

export const profileQueryKey = ['profile'] as const;

/** The caller's account as the server has it. */
export const profileQuery = queryOptions({
  queryKey: profileQueryKey,
  queryFn: async ({ signal }) => (await api.get<ProfileResponse>(API_PATHS.user.profile, signal)).data.user,
});
