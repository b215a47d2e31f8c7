import { Inject, Injectable } from '@nestjs/common';
import { type Clock, CLOCK, err, ok, type Result } from '@changas/server/kernel/domain';
import { CatalogErrors } from '../domain/catalog.errors';
import type { CategoryRepository } from '../domain/category.repository.port';
import type { ServiceRepository } from '../domain/service.repository.port';
import { CATEGORY_REPOSITORY, SERVICE_REPOSITORY } from './catalog.tokens';
import { findOwnedService } from './owned-service';
import { type ServiceCommand, toServiceDetails } from './service-command';
import { type ServiceListing, ServiceListings } from './service-listings';

/** Replaces the details of one of the caller's active services; its status and ratings stay. */
@Injectable()
export class UpdateService {
  constructor(
    @Inject(SERVICE_REPOSITORY) private readonly services: ServiceRepository,
    @Inject(CATEGORY_REPOSITORY) private readonly categories: CategoryRepository,
    private readonly listings: ServiceListings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(userId: number, serviceId: number, command: ServiceCommand): Promise<Result<ServiceListing>> {
    const found = await findOwnedService(this.services, serviceId, userId);
    if (!found.ok) return found;
    const service = found.value;
    if (!service.isActive) return err(CatalogErrors.serviceInactive());

    const details = await toServiceDetails(command, this.categories, service.toProps());
    if (!details.ok) return details;
    service.update(details.value, this.clock.now());
    await this.services.update(service);
    return ok(await this.listings.one(service));
  }
}
