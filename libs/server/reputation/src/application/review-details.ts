import { Inject, Injectable } from '@nestjs/common';
import type { Review, ReviewProps } from '../domain/review.entity';
import type { Reviewers } from './ports/reviewers.port';
import { REVIEWERS } from './reputation.tokens';

/** A review with its author's name, as the screens show it. */
export interface ReviewDetails extends ReviewProps {
  readonly authorName: string;
}

/** Names the authors of reviews in one read. */
@Injectable()
export class ReviewDetailsReader {
  constructor(@Inject(REVIEWERS) private readonly reviewers: Reviewers) {}

  async many(reviews: readonly Review[]): Promise<ReviewDetails[]> {
    const authors = await this.reviewers.findByIds([...new Set(reviews.map((review) => review.authorId))]);
    return reviews.map((review) => ({
      // An account that no longer exists still leaves its review, unnamed.
      authorName: authors.get(review.authorId)?.name ?? '',
      // Last: a name added after a spread costs a new hidden class per review on Node 20 (README, "Spreads").
      ...review.toProps(),
    }));
  }

  async one(review: Review): Promise<ReviewDetails> {
    const [details] = await this.many([review]);
    return details;
  }
}
