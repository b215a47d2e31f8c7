import type { Result } from '@changas/server/kernel/domain';
import type { NewReview, Review } from './review.entity';

export interface ReviewRepository {
  /** REPUTATION.ALREADY_REVIEWED when the author already reviewed the service: a UNIQUE key settles races. */
  insert(review: NewReview): Promise<Result<Review>>;
  update(review: Review): Promise<void>;
  delete(review: Review): Promise<void>;
  findById(id: number): Promise<Review | undefined>;
  findByAuthor(serviceId: number, authorId: number): Promise<Review | undefined>;
  /** The service's newest reviews, at most `limit`. */
  findNewest(serviceId: number, limit: number): Promise<Review[]>;
  /** How many of the service's reviews gave each number of stars. */
  countByRating(serviceId: number): Promise<Partial<Record<number, number>>>;
}
