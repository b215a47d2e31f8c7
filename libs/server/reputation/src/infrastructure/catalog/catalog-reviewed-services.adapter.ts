import { Injectable } from '@nestjs/common';
import { GetServiceSchedules, RecordServiceRating } from '@changas/server/catalog';
import type { Result } from '@changas/server/kernel/domain';
import type { ReviewedService, ReviewedServices } from '../../application/ports/reviewed-services.port';
import type { RatingSummary } from '../../domain/rating-summary.value-object';

/** Services belong to the catalog: reads and records through its public application API, never its tables. */
@Injectable()
export class CatalogReviewedServices implements ReviewedServices {
  constructor(
    private readonly getServiceSchedules: GetServiceSchedules,
    private readonly recordServiceRating: RecordServiceRating,
  ) {}

  async find(serviceId: number): Promise<ReviewedService | undefined> {
    const [snapshot] = await this.getServiceSchedules.execute([serviceId]);
    return (
      snapshot && {
        id: snapshot.id,
        providerId: snapshot.providerId,
        isActive: snapshot.status === 'active',
        isDeleted: snapshot.isDeleted,
      }
    );
  }

  recordRating(serviceId: number, { average, count }: RatingSummary): Promise<Result<void>> {
    return this.recordServiceRating.execute(serviceId, { averageRating: average, ratingsCount: count });
  }
}
