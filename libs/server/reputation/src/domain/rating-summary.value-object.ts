import { type RatingDistribution, RATING_VALUES } from '@changas/shared/contracts';

const emptyDistribution = (): RatingDistribution => ({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 });

/**
 * A service's reviews summed up (ARCHITECTURE section 5): how many of each number of stars, the
 * count and the average to one decimal (0 without reviews).
 */
export class RatingSummary {
  readonly distribution: Readonly<RatingDistribution>;
  readonly count: number;
  readonly average: number;

  private constructor(distribution: RatingDistribution) {
    this.distribution = distribution;
    this.count = RATING_VALUES.reduce((total, stars) => total + distribution[stars], 0);
    const stars = RATING_VALUES.reduce((total, value) => total + value * distribution[value], 0);
    // Integer arithmetic up to the last step, so 4.45 rounds the same on every machine.
    this.average = this.count === 0 ? 0 : Math.round((stars * 10) / this.count) / 10;
  }

  /** From how many reviews gave each number of stars; missing ones count zero. */
  static of(counts: Partial<Record<number, number>>): RatingSummary {
    const distribution = emptyDistribution();
    for (const stars of RATING_VALUES) distribution[stars] = counts[stars] ?? 0;
    return new RatingSummary(distribution);
  }
}
