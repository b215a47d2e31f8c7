import { Inject, Injectable } from '@nestjs/common';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import { CatalogErrors } from '../domain/catalog.errors';
import type { ServiceRepository } from '../domain/service.repository.port';
import { SERVICE_REPOSITORY } from './catalog.tokens';
import { type ServiceListing, ServiceListings } from './service-listings';

/** One service for its detail page; an inactive one exists only for its provider. */
@Injectable()
export class GetService {
  constructor(
    @Inject(SERVICE_REPOSITORY) private readonly services: ServiceRepository,
    private readonly listings: ServiceListings,
  ) {}

  async execute(serviceId: number, viewerId?: number): Promise<Result<ServiceListing>> {
    const service = await this.services.findById(serviceId);
    if (!service?.isVisibleTo(viewerId)) return err(CatalogErrors.serviceNotFound());
    return ok(await this.listings.one(service));
  }
}
