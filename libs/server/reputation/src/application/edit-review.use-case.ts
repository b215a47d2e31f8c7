import { Inject, Injectable } from '@nestjs/common';
import { type Clock, CLOCK, err, ok, type Result } from '@changas/server/kernel/domain';
import { ReputationErrors } from '../domain/reputation.errors';
import type { ReviewContent } from '../domain/review.entity';
import type { ReviewRepository } from '../domain/review.repository.port';
import { type ReviewDetails, ReviewDetailsReader } from './review-details';
import { REVIEW_REPOSITORY } from './reputation.tokens';
import { ServiceRating } from './service-rating';

/** The author rewrites their review; the service's summary follows. */
@Injectable()
export class EditReview {
  constructor(
    @Inject(REVIEW_REPOSITORY) private readonly reviews: ReviewRepository,
    private readonly rating: ServiceRating,
    private readonly details: ReviewDetailsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(userId: number, reviewId: number, content: ReviewContent): Promise<Result<ReviewDetails>> {
    const review = await this.reviews.findById(reviewId);
    if (!review) return err(ReputationErrors.reviewNotFound());
    const edited = review.edit(userId, content, this.clock.now());
    if (!edited.ok) return edited;
    const stored = await this.rating.change(review.serviceId, async () => {
      await this.reviews.update(review);
      return ok(review);
    });
    return stored.ok ? ok(await this.details.one(stored.value)) : stored;
  }
}
