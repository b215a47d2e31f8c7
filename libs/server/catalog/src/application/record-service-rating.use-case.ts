import { Inject, Injectable } from '@nestjs/common';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import { CatalogErrors } from '../domain/catalog.errors';
import type { ServiceRating } from '../domain/service.entity';
import type { ServiceRepository } from '../domain/service.repository.port';
import { SERVICE_REPOSITORY } from './catalog.tokens';

/**
 * The reputation context's command: stores a service's rating summary so that search, cards, the
 * leader badge and the detail page read it with the service. The caller runs it inside the unit of
 * work that changed the reviews, so the two commit together.
 */
@Injectable()
export class RecordServiceRating {
  constructor(@Inject(SERVICE_REPOSITORY) private readonly services: ServiceRepository) {}

  async execute(serviceId: number, rating: ServiceRating): Promise<Result<void>> {
    if (!(await this.services.updateRating(serviceId, rating))) return err(CatalogErrors.serviceNotFound());
    return ok(undefined);
  }
}
