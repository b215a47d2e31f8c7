import { Inject, Injectable } from '@nestjs/common';
import type { ServiceStatus } from '@changas/shared/contracts';
import { type Clock, CLOCK, ok, type Result } from '@changas/server/kernel/domain';
import type { ServiceRepository } from '../domain/service.repository.port';
import { SERVICE_REPOSITORY } from './catalog.tokens';
import { findOwnedService } from './owned-service';
import { type ServiceListing, ServiceListings } from './service-listings';

/** Activates or deactivates one of the caller's services; without a status it toggles. */
@Injectable()
export class ChangeServiceStatus {
  constructor(
    @Inject(SERVICE_REPOSITORY) private readonly services: ServiceRepository,
    private readonly listings: ServiceListings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(userId: number, serviceId: number, status?: ServiceStatus): Promise<Result<ServiceListing>> {
    const found = await findOwnedService(this.services, serviceId, userId);
    if (!found.ok) return found;
    const service = found.value;

    const now = this.clock.now();
    if (status === 'active') service.activate(now);
    else if (status === 'inactive') service.deactivate(now);
    else service.toggleStatus(now);
    await this.services.update(service);
    return ok(await this.listings.one(service));
  }
}
