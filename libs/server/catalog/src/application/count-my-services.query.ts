import { Inject, Injectable } from '@nestjs/common';
import type { ServiceRepository } from '../domain/service.repository.port';
import { SERVICE_REPOSITORY } from './catalog.tokens';

/** How many services a provider has published and not deleted, active or paused (the dashboard's counter). */
@Injectable()
export class CountMyServices {
  constructor(@Inject(SERVICE_REPOSITORY) private readonly services: ServiceRepository) {}

  async execute(providerId: number): Promise<number> {
    const { total } = await this.services.findPage({ providerId, onlyActive: false }, { page: 1, limit: 1 });
    return total;
  }
}
