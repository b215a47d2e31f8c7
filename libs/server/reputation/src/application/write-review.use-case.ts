import { Inject, Injectable } from '@nestjs/common';
import { type Clock, CLOCK, err, ok, type Result } from '@changas/server/kernel/domain';
import { ReputationErrors } from '../domain/reputation.errors';
import { Review, type ReviewContent } from '../domain/review.entity';
import type { ReviewRepository } from '../domain/review.repository.port';
import type { AppointmentHistory } from './ports/appointment-history.port';
import { type ReviewDetails, ReviewDetailsReader } from './review-details';
import { APPOINTMENT_HISTORY, REVIEW_REPOSITORY } from './reputation.tokens';
import { ReviewableServices } from './reviewable-services';
import { ServiceRating } from './service-rating';

/** A client reviews a service they had completed; one review per client and service. */
@Injectable()
export class WriteReview {
  constructor(
    @Inject(REVIEW_REPOSITORY) private readonly reviews: ReviewRepository,
    @Inject(APPOINTMENT_HISTORY) private readonly history: AppointmentHistory,
    private readonly services: ReviewableServices,
    private readonly rating: ServiceRating,
    private readonly details: ReviewDetailsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `now` is the clock's; only the demo seed passes one, replaying reviews when they were written. */
  async execute(
    userId: number,
    serviceId: number,
    content: ReviewContent,
    now = this.clock.now(),
  ): Promise<Result<ReviewDetails>> {
    const service = await this.services.visible(serviceId, userId);
    if (!service.ok) return service;
    if (!(await this.history.hasCompleted(userId, serviceId))) return err(ReputationErrors.notCompleted());
    if (await this.reviews.findByAuthor(serviceId, userId)) return err(ReputationErrors.alreadyReviewed());
    const review = Review.write(userId, serviceId, content, now);
    if (!review.ok) return review;
    const stored = await this.rating.change(serviceId, () => this.reviews.insert(review.value));
    return stored.ok ? ok(await this.details.one(stored.value)) : stored;
  }
}
