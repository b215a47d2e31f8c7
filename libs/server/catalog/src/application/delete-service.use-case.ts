import { Inject, Injectable } from '@nestjs/common';
import { type Clock, CLOCK, ok, type Result } from '@changas/server/kernel/domain';
import type { ServiceRepository } from '../domain/service.repository.port';
import { SERVICE_REPOSITORY } from './catalog.tokens';
import { findOwnedService } from './owned-service';

/**
 * Deletes one of the caller's services softly: it leaves every list and answers 404 from then on,
 * while its row stays for the appointments and reviews that point at it.
 */
@Injectable()
export class DeleteService {
  constructor(
    @Inject(SERVICE_REPOSITORY) private readonly services: ServiceRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(userId: number, serviceId: number): Promise<Result<void>> {
    const found = await findOwnedService(this.services, serviceId, userId);
    if (!found.ok) return found;
    found.value.softDelete(this.clock.now());
    await this.services.update(found.value);
    return ok(undefined);
  }
}
