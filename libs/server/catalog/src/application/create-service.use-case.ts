import { Inject, Injectable } from '@nestjs/common';
import { type Clock, CLOCK, ok, type Result } from '@changas/server/kernel/domain';
import type { CategoryRepository } from '../domain/category.repository.port';
import { Service } from '../domain/service.entity';
import type { ServiceRepository } from '../domain/service.repository.port';
import { CATEGORY_REPOSITORY, SERVICE_REPOSITORY } from './catalog.tokens';
import { NEW_SERVICE_DEFAULTS, type ServiceCommand, toServiceDetails } from './service-command';
import { type ServiceListing, ServiceListings } from './service-listings';

/** Publishes a service of the caller; it is active at once. */
@Injectable()
export class CreateService {
  constructor(
    @Inject(SERVICE_REPOSITORY) private readonly services: ServiceRepository,
    @Inject(CATEGORY_REPOSITORY) private readonly categories: CategoryRepository,
    private readonly listings: ServiceListings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(providerId: number, command: ServiceCommand): Promise<Result<ServiceListing>> {
    const details = await toServiceDetails(command, this.categories, NEW_SERVICE_DEFAULTS);
    if (!details.ok) return details;
    const service = await this.services.insert(Service.create(providerId, details.value, this.clock.now()));
    return ok(await this.listings.one(service));
  }
}
