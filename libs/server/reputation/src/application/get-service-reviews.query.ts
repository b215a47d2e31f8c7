import { Inject, Injectable } from '@nestjs/common';
import { ok, type Result } from '@changas/server/kernel/domain';
import type { RatingSummary } from '../domain/rating-summary.value-object';
import type { ReviewRepository } from '../domain/review.repository.port';
import type { AppointmentHistory } from './ports/appointment-history.port';
import { type ReviewDetails, ReviewDetailsReader } from './review-details';
import { APPOINTMENT_HISTORY, REVIEW_REPOSITORY } from './reputation.tokens';
import { ReviewableServices } from './reviewable-services';
import { ServiceRating } from './service-rating';

/** The newest reviews a service's tab reads: a hard cap, as every list has. */
export const NEWEST_REVIEWS_LIMIT = 20;

export interface ServiceReviews {
  /** Newest first, the viewer's own included. */
  readonly reviews: readonly ReviewDetails[];
  readonly viewerReview: ReviewDetails | undefined;
  readonly summary: RatingSummary;
  /** The viewer had a completed appointment on the service and has not reviewed it yet. */
  readonly canReview: boolean;
}

/** A service's reviews tab: the newest reviews, the viewer's own, the summary and whether the viewer may write one. */
@Injectable()
export class GetServiceReviews {
  constructor(
    @Inject(REVIEW_REPOSITORY) private readonly reviews: ReviewRepository,
    @Inject(APPOINTMENT_HISTORY) private readonly history: AppointmentHistory,
    private readonly services: ReviewableServices,
    private readonly rating: ServiceRating,
    private readonly details: ReviewDetailsReader,
  ) {}

  async execute(serviceId: number, viewerId?: number): Promise<Result<ServiceReviews>> {
    const service = await this.services.visible(serviceId, viewerId);
    if (!service.ok) return service;
    const [newest, own, summary] = await Promise.all([
      this.reviews.findNewest(serviceId, NEWEST_REVIEWS_LIMIT),
      viewerId === undefined ? undefined : this.reviews.findByAuthor(serviceId, viewerId),
      this.rating.summaryOf(serviceId),
    ]);
    const canReview =
      viewerId !== undefined && !own && (await this.history.hasCompleted(viewerId, serviceId));
    // One read of the authors' names, the viewer's own review first.
    const named = await this.details.many(own ? [own, ...newest] : newest);
    return ok({
      reviews: own ? named.slice(1) : named,
      viewerReview: own ? named[0] : undefined,
      summary,
      canReview,
    });
  }
}
