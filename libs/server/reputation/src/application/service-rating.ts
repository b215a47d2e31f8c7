import { Inject, Injectable } from '@nestjs/common';
import { type Result, type UnitOfWork, UNIT_OF_WORK } from '@changas/server/kernel/domain';
import { RatingSummary } from '../domain/rating-summary.value-object';
import type { ReviewRepository } from '../domain/review.repository.port';
import type { ReviewedServices } from './ports/reviewed-services.port';
import { REVIEW_REPOSITORY, REVIEWED_SERVICES } from './reputation.tokens';

/**
 * Every change to a service's reviews runs here: the change and the catalog's new summary commit in
 * one unit of work, so a crash between them cannot leave a wrong average on the service.
 */
@Injectable()
export class ServiceRating {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(REVIEW_REPOSITORY) private readonly reviews: ReviewRepository,
    @Inject(REVIEWED_SERVICES) private readonly services: ReviewedServices,
  ) {}

  /** The summary of the service's reviews as they are stored now (inside a unit: with its changes). */
  async summaryOf(serviceId: number): Promise<RatingSummary> {
    return RatingSummary.of(await this.reviews.countByRating(serviceId));
  }

  /** Runs `change` on the service's reviews, then records the summary; a failed result leaves both as they were. */
  change<T>(serviceId: number, change: () => Promise<Result<T>>): Promise<Result<T>> {
    return this.unitOfWork.run(async () => {
      const result = await change();
      if (!result.ok) return result;
      const recorded = await this.services.recordRating(serviceId, await this.summaryOf(serviceId));
      // Only a service removed from the catalog's table could refuse: undo the change with it.
      if (!recorded.ok) throw recorded.error;
      return result;
    });
  }
}
