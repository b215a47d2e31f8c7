import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type ReviewRequest,
  type ReviewResponse,
  type ServiceReviewsResponse,
} from '@changas/shared/contracts';
import { servicesQueryKeys } from '../catalog/services.query-options';
import { api } from '../http/api';
import { useSession } from '../session/use-session';

export const reputationQueryKeys = {
  all: ['reputation'] as const,
  service: (serviceId: number) => ['reputation', 'service', serviceId] as const,
};

/**
 * A service's reviews tab: newest reviews, the caller's own, the summary and whether the caller may review.
 * Spec section 4: when the server gives no user_review, the caller's own is the one with their user id.
 */
export function useServiceReviews(serviceId: number | undefined) {
  const { user } = useSession();
  const userId = user?.id;
  return useQuery({
    // The caller's own review and permission depend on who asks.
    queryKey: [...reputationQueryKeys.service(serviceId ?? 0), userId ?? 'anonymous'],
    queryFn: async ({ signal }) =>
      (await api.get<ServiceReviewsResponse>(API_PATHS.serviceReviews(serviceId ?? 0), signal)).data,
    select: (data): ServiceReviewsResponse => ({
      ...data,
      user_review: data.user_review ?? data.reviews.find(({ user_id }) => user_id === userId) ?? null,
    }),
    enabled: serviceId !== undefined,
  });
}

/** After a review changes, its service's tab and every service list and detail (the summary) are asked again. */
function useReviewWrite<TVariables>(
  serviceIdOf: (variables: TVariables) => number,
  write: (variables: TVariables) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (_result, variables) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reputationQueryKeys.service(serviceIdOf(variables)) }),
        queryClient.invalidateQueries({ queryKey: servicesQueryKeys.all }),
      ]),
  });
}

export interface WriteReviewVariables extends ReviewRequest {
  serviceId: number;
}

export function useWriteReview() {
  return useReviewWrite(
    ({ serviceId }: WriteReviewVariables) => serviceId,
    ({ serviceId, rating, comment }: WriteReviewVariables) =>
      api.post<ReviewResponse>(API_PATHS.serviceReviews(serviceId), { rating, comment }),
  );
}

export interface EditReviewVariables extends ReviewRequest {
  serviceId: number;
  reviewId: number;
}

export function useEditReview() {
  return useReviewWrite(
    ({ serviceId }: EditReviewVariables) => serviceId,
    ({ reviewId, rating, comment }: EditReviewVariables) =>
      api.put<ReviewResponse>(API_PATHS.review(reviewId), { rating, comment }),
  );
}

export interface RemoveReviewVariables {
  serviceId: number;
  reviewId: number;
}

export function useRemoveReview() {
  return useReviewWrite(
    ({ serviceId }: RemoveReviewVariables) => serviceId,
    ({ reviewId }: RemoveReviewVariables) => api.delete<null>(API_PATHS.review(reviewId)),
  );
}

export interface SaveReviewVariables extends ReviewRequest {
  serviceId: number;
  /** The user's review of the service, when there is one: it is edited instead of written. */
  reviewId?: number;
}

/** Writes the user's review of a service, or edits it when they already have one. */
export function useSaveReview() {
  const write = useWriteReview();
  const edit = useEditReview();
  return {
    save: ({ reviewId, ...review }: SaveReviewVariables) =>
      reviewId === undefined ? write.mutateAsync(review) : edit.mutateAsync({ ...review, reviewId }),
    isSaving: write.isPending || edit.isPending,
  };
}
