import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  API_PATHS,
  REVIEW_MESSAGES,
  type ReviewResponse,
  type ServiceReviewsResponse,
} from '@changas/shared/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  OptionalJwtAuthGuard,
} from '@changas/server/identity';
import { ParseIdPipe, SuccessMessage, unwrap } from '@changas/server/kernel';
import { EditReview } from '../../application/edit-review.use-case';
import { GetServiceReviews } from '../../application/get-service-reviews.query';
import { RemoveReview } from '../../application/remove-review.use-case';
import { WriteReview } from '../../application/write-review.use-case';
import { ReviewDto, toReviewContent } from './dto/review.dto';
import { ReviewViewMapper } from './review-view.mapper';

const SERVICE_ID = new ParseIdPipe('CATALOG.INVALID_SERVICE_ID');
const REVIEW_ID = new ParseIdPipe('REPUTATION.INVALID_REVIEW_ID');
const ID = ':id';

/** A service's reviews and summary; its clients write, edit and delete their own. */
@ApiTags('reputation')
@ApiBearerAuth()
@Controller()
export class ReviewsController {
  constructor(
    private readonly getServiceReviews: GetServiceReviews,
    private readonly writeReview: WriteReview,
    private readonly editReview: EditReview,
    private readonly removeReview: RemoveReview,
  ) {}

  @Get(API_PATHS.serviceReviews(ID))
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({
    summary: "Newest reviews, the caller's own, the summary and whether the caller may review",
  })
  @ApiParam({ name: 'id', type: Number })
  async list(
    @Param('id', SERVICE_ID) serviceId: number,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
  ): Promise<ServiceReviewsResponse> {
    return ReviewViewMapper.toServiceReviews(
      unwrap(await this.getServiceReviews.execute(serviceId, viewer?.id)),
    );
  }

  @Post(API_PATHS.serviceReviews(ID))
  @UseGuards(JwtAuthGuard)
  @SuccessMessage(REVIEW_MESSAGES.created)
  @ApiOperation({ summary: 'Reviews a service the caller had completed; once per service' })
  @ApiParam({ name: 'id', type: Number })
  async create(
    @CurrentUser() { id }: AuthenticatedUser,
    @Param('id', SERVICE_ID) serviceId: number,
    @Body() dto: ReviewDto,
  ): Promise<ReviewResponse> {
    const review = unwrap(await this.writeReview.execute(id, serviceId, toReviewContent(dto)));
    return { review: ReviewViewMapper.toView(review) };
  }

  @Put(API_PATHS.review(ID))
  @UseGuards(JwtAuthGuard)
  @SuccessMessage(REVIEW_MESSAGES.updated)
  @ApiOperation({ summary: 'The author rewrites the rating and comment' })
  @ApiParam({ name: 'id', type: Number })
  async update(
    @CurrentUser() { id }: AuthenticatedUser,
    @Param('id', REVIEW_ID) reviewId: number,
    @Body() dto: ReviewDto,
  ): Promise<ReviewResponse> {
    const review = unwrap(await this.editReview.execute(id, reviewId, toReviewContent(dto)));
    return { review: ReviewViewMapper.toView(review) };
  }

  @Delete(API_PATHS.review(ID))
  @HttpCode(HttpStatus.OK)
  @UseGuards(JwtAuthGuard)
  @SuccessMessage(REVIEW_MESSAGES.deleted)
  @ApiOperation({ summary: 'The author deletes the review' })
  @ApiParam({ name: 'id', type: Number })
  async remove(
    @CurrentUser() { id }: AuthenticatedUser,
    @Param('id', REVIEW_ID) reviewId: number,
  ): Promise<null> {
    unwrap(await this.removeReview.execute(id, reviewId));
    return null;
  }
}
