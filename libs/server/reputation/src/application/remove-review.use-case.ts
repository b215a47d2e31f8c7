import { Inject, Injectable } from '@nestjs/common';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import { ReputationErrors } from '../domain/reputation.errors';
import type { ReviewRepository } from '../domain/review.repository.port';
import { REVIEW_REPOSITORY } from './reputation.tokens';
import { ServiceRating } from './service-rating';

/** The author deletes their review; the service's summary follows. */
@Injectable()
export class RemoveReview {
  constructor(
    @Inject(REVIEW_REPOSITORY) private readonly reviews: ReviewRepository,
    private readonly rating: ServiceRating,
  ) {}

  async execute(userId: number, reviewId: number): Promise<Result<void>> {
    const review = await this.reviews.findById(reviewId);
    if (!review) return err(ReputationErrors.reviewNotFound());
    const removable = review.checkRemovableBy(userId);
    if (!removable.ok) return removable;
    return this.rating.change(review.serviceId, async () => {
      await this.reviews.delete(review);
      return ok(undefined);
    });
  }
}
