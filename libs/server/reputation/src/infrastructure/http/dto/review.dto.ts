import { ApiProperty } from '@nestjs/swagger';
import { isRating, REVIEW_RULES, type ReviewRequest } from '@changas/shared/contracts';
import { InPriorityOrder, Satisfies, TextField } from '@changas/server/kernel';
import type { ReviewContent } from '../../../domain/review.entity';

const { rating, comment } = REVIEW_RULES;

/** POST /api/services/{id}/reviews and PUT /api/reviews/{id}: spec section 5's rules and messages. */
export class ReviewDto implements ReviewRequest {
  @ApiProperty({ type: Number, minimum: 1, maximum: 5, example: 5 })
  @InPriorityOrder(
    Satisfies('required', (value) => value !== undefined && value !== null, rating.required),
    Satisfies('rating', isRating, rating.range.message),
  )
  rating!: number;

  @TextField(comment, 'Muy puntual y prolijo, dejó todo impecable.')
  comment!: string;
}

export const toReviewContent = ({ rating, comment }: ReviewDto): ReviewContent => ({ rating, comment });
