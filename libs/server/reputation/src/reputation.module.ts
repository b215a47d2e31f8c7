import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '@changas/server/catalog';
import { IdentityModule } from '@changas/server/identity';
import { SchedulingModule } from '@changas/server/scheduling';
import { EditReview } from './application/edit-review.use-case';
import { GetServiceReviews } from './application/get-service-reviews.query';
import { RemoveReview } from './application/remove-review.use-case';
import {
  APPOINTMENT_HISTORY,
  REVIEW_REPOSITORY,
  REVIEWED_SERVICES,
  REVIEWERS,
} from './application/reputation.tokens';
import { ReviewDetailsReader } from './application/review-details';
import { ReviewableServices } from './application/reviewable-services';
import { ServiceRating } from './application/service-rating';
import { WriteReview } from './application/write-review.use-case';
import { CatalogReviewedServices } from './infrastructure/catalog/catalog-reviewed-services.adapter';
import { ReviewsController } from './infrastructure/http/reviews.controller';
import { IdentityReviewers } from './infrastructure/identity/identity-reviewers.adapter';
import { ReviewOrmEntity } from './infrastructure/persistence/review.orm-entity';
import { ReviewTypeormRepository } from './infrastructure/persistence/review.typeorm-repository';
import { SchedulingAppointmentHistory } from './infrastructure/scheduling/scheduling-appointment-history.adapter';

/**
 * Reviews of services by the clients who completed them, and each service's rating summary, which
 * the catalog keeps on the service through its public command.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ReviewOrmEntity]), CatalogModule, SchedulingModule, IdentityModule],
  controllers: [ReviewsController],
  providers: [
    ReviewDetailsReader,
    ReviewableServices,
    ServiceRating,
    GetServiceReviews,
    WriteReview,
    EditReview,
    RemoveReview,
    { provide: REVIEW_REPOSITORY, useClass: ReviewTypeormRepository },
    { provide: REVIEWED_SERVICES, useClass: CatalogReviewedServices },
    { provide: APPOINTMENT_HISTORY, useClass: SchedulingAppointmentHistory },
    { provide: REVIEWERS, useClass: IdentityReviewers },
  ],
  exports: [WriteReview],
})
export class ReputationModule {}
