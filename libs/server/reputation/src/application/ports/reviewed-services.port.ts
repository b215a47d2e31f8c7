import type { Result } from '@changas/server/kernel/domain';
import type { RatingSummary } from '../../domain/rating-summary.value-object';

/** What reputation reads of a service; the catalog owns these data. */
export interface ReviewedService {
  readonly id: number;
  readonly providerId: number;
  readonly isActive: boolean;
  readonly isDeleted: boolean;
}

export interface ReviewedServices {
  /** The service, deleted ones included; undefined when there never was one. */
  find(serviceId: number): Promise<ReviewedService | undefined>;
  /** Hands the catalog the service's new summary; called inside the unit of work that changed the reviews. */
  recordRating(serviceId: number, summary: RatingSummary): Promise<Result<void>>;
}
