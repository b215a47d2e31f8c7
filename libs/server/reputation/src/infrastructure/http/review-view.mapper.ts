import type { ReviewView, ServiceReviewsResponse } from '@changas/shared/contracts';
import type { ServiceReviews } from '../../application/get-service-reviews.query';
import type { ReviewDetails } from '../../application/review-details';

/** A review as the API answers it: the spec's field names (section 3). */
export const ReviewViewMapper = {
  toView: (review: ReviewDetails): ReviewView => ({
    id: review.id,
    service_id: review.serviceId,
    rating: review.rating,
    comment: review.comment,
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
    user_id: review.authorId,
    user_name: review.authorName,
    user_avatar: null,
  }),

  toServiceReviews: ({
    reviews,
    viewerReview,
    summary,
    canReview,
  }: ServiceReviews): ServiceReviewsResponse => ({
    reviews: reviews.map(ReviewViewMapper.toView),
    user_review: viewerReview ? ReviewViewMapper.toView(viewerReview) : null,
    average_rating: summary.average,
    total_reviews: summary.count,
    rating_distribution: { ...summary.distribution },
    can_review: canReview,
  }),
};
