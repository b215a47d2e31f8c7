import { Inject, Injectable } from '@nestjs/common';
import type { Page } from '@changas/server/kernel/domain';
import type { Service } from '../domain/service.entity';
import { PROVIDER_DIRECTORY } from './catalog.tokens';
import type { ProviderDirectory, ProviderSummary } from './ports/provider-directory.port';

/** A service with its provider, as the API shows it; the provider is missing only if its account is gone. */
export interface ServiceListing {
  readonly service: Service;
  readonly provider: ProviderSummary | undefined;
}

/** A page of listings; its total may stop at the listing's count limit (then `totalCapped`). */
export interface ServiceListingPage extends Page<ServiceListing> {
  readonly totalCapped: boolean;
}

/** Attaches providers to services with one directory read per answer. */
@Injectable()
export class ServiceListings {
  constructor(@Inject(PROVIDER_DIRECTORY) private readonly providers: ProviderDirectory) {}

  async of(services: readonly Service[]): Promise<ServiceListing[]> {
    const providers = await this.providers.findByIds(services.map((service) => service.providerId));
    return services.map((service) => ({ service, provider: providers.get(service.providerId) }));
  }

  async one(service: Service): Promise<ServiceListing> {
    const [listing] = await this.of([service]);
    return listing;
  }
}
