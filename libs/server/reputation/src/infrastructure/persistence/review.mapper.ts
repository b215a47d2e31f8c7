import { type NewReview, Review } from '../../domain/review.entity';
import type { ReviewOrmEntity } from './review.orm-entity';

export const ReviewMapper = {
  toDomain: (row: ReviewOrmEntity): Review =>
    Review.restore({
      id: row.id,
      serviceId: row.serviceId,
      authorId: row.authorId,
      rating: row.rating,
      comment: row.comment,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }),

  toRow: ({
    serviceId,
    authorId,
    rating,
    comment,
    createdAt,
    updatedAt,
  }: NewReview): Omit<ReviewOrmEntity, 'id'> => ({
    serviceId,
    authorId,
    rating,
    comment,
    createdAt,
    updatedAt,
  }),
};
