import { Inject, Injectable } from '@nestjs/common';
import { LISTING_MAX_PAGE_SIZE } from '@changas/shared/contracts';
import { type PageRequest, pageRequest } from '@changas/server/kernel/domain';
import type { ServiceRepository } from '../domain/service.repository.port';
import { SERVICE_REPOSITORY } from './catalog.tokens';
import { type ServiceListingPage, ServiceListings } from './service-listings';

/** The caller's services, active and inactive, newest first; a page holds the maximum by default. */
@Injectable()
export class ListMyServices {
  constructor(
    @Inject(SERVICE_REPOSITORY) private readonly services: ServiceRepository,
    private readonly listings: ServiceListings,
  ) {}

  async execute(userId: number, requested: Partial<PageRequest> = {}): Promise<ServiceListingPage> {
    const page = pageRequest(requested, {
      defaultLimit: LISTING_MAX_PAGE_SIZE,
      maxLimit: LISTING_MAX_PAGE_SIZE,
    });
    const found = await this.services.findPage({ providerId: userId, onlyActive: false }, page);
    return { ...found, items: await this.listings.of(found.items) };
  }
}
