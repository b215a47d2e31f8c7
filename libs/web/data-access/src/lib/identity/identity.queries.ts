import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type AuthResponse,
  type ForgotPasswordRequest,
  type LoginRequest,
  type ProfileResponse,
  type RegisterRequest,
  type ResetPasswordRequest,
  type UpdateNotificationPreferencesRequest,
  type UpdateProfileRequest,
  type UserView,
} from '@changas/shared/contracts';
import { api } from '../http/api';
import { appConfigQuery } from './app-config.query';
import { profileQuery, profileQueryKey } from './profile.query-options';
import { sessionStore } from '../session/session-store';
import { useSession } from '../session/use-session';

/**
 * Starts the session from an auth answer, forgetting every answer read before it: a session that expired
 * (a 401) leaves its account's answers cached, and a visitor's refusals (someone else's inactive service)
 * may not hold for the account. False when the server sent no usable token.
 */
function startSession(queryClient: QueryClient, { token, user }: Partial<AuthResponse>): boolean {
  const started = user ? sessionStore.save(token, user) : false;
  if (started) queryClient.clear();
  return started;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginRequest) =>
      (await api.post<AuthResponse>(API_PATHS.user.login, credentials)).data,
    onSuccess: (answer) => startSession(queryClient, answer),
  });
}

/** Registers; `loggedIn` tells whether the answer carried a token (else the user must log in). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: RegisterRequest) => {
      const { data } = await api.post<Partial<AuthResponse>>(API_PATHS.user.register, request);
      return { ...data, loggedIn: startSession(queryClient, data) };
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: async (request: ForgotPasswordRequest) =>
      api.post<null>(API_PATHS.user.forgotPassword, request),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async (request: ResetPasswordRequest) =>
      api.post<null>(API_PATHS.user.resetPassword, request),
  });
}

export function useProfile() {
  const { isAuthenticated } = useSession();
  return useQuery({ ...profileQuery, enabled: isAuthenticated });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profile: UpdateProfileRequest) =>
      api.put<ProfileResponse>(API_PATHS.user.profile, profile),
    onSuccess: ({ data }) => {
      sessionStore.updateUser(data.user);
      queryClient.setQueryData(profileQueryKey, data.user);
    },
  });
}

/**
 * Turns kinds of email on or off at once (switches save as they move): the profile shows the change
 * before the server answers and goes back to what it was if the server refuses.
 */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: UpdateNotificationPreferencesRequest) =>
      (await api.patch<ProfileResponse>(API_PATHS.user.notificationPreferences, changes)).data.user,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: profileQueryKey });
      const before = queryClient.getQueryData<UserView>(profileQueryKey);
      if (before) {
        queryClient.setQueryData<UserView>(profileQueryKey, {
          ...before,
          notifications: { ...before.notifications, ...changes },
        });
      }
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(profileQueryKey, context.before);
    },
    onSuccess: (user) => {
      sessionStore.updateUser(user);
      queryClient.setQueryData(profileQueryKey, user);
    },
  });
}

export function useAppConfig() {
  return useQuery(appConfigQuery);
}
