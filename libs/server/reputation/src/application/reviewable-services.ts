import { Inject, Injectable } from '@nestjs/common';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import { ReputationErrors } from '../domain/reputation.errors';
import type { ReviewedService, ReviewedServices } from './ports/reviewed-services.port';
import { REVIEWED_SERVICES } from './reputation.tokens';

/** A service's reviews are as visible as the service: active for everyone, paused for its provider, deleted for no one. */
@Injectable()
export class ReviewableServices {
  constructor(@Inject(REVIEWED_SERVICES) private readonly services: ReviewedServices) {}

  async visible(serviceId: number, viewerId: number | undefined): Promise<Result<ReviewedService>> {
    const service = await this.services.find(serviceId);
    if (!service || service.isDeleted || !(service.isActive || service.providerId === viewerId)) {
      return err(ReputationErrors.serviceNotFound());
    }
    return ok(service);
  }
}
