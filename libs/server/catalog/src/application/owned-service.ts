import { err, ok, type Result } from '@changas/server/kernel/domain';
import { CatalogErrors } from '../domain/catalog.errors';
import type { Service } from '../domain/service.entity';
import type { ServiceRepository } from '../domain/service.repository.port';

/** The service a user wants to change: 404 when there is none (or it was deleted), 403 when it is another's. */
export async function findOwnedService(
  services: ServiceRepository,
  serviceId: number,
  userId: number,
): Promise<Result<Service>> {
  const service = await services.findById(serviceId);
  if (!service) return err(CatalogErrors.serviceNotFound());
  if (!service.isOwnedBy(userId)) return err(CatalogErrors.serviceForbidden());
  return ok(service);
}
