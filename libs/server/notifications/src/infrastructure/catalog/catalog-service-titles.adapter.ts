import { Injectable } from '@nestjs/common';
import { GetServiceSchedules } from '@changas/server/catalog';
import type { ServiceTitles } from '../../application/ports/service-titles.port';

/** Services belong to the catalog: asks its public application API, never its tables. */
@Injectable()
export class CatalogServiceTitles implements ServiceTitles {
  constructor(private readonly getServiceSchedules: GetServiceSchedules) {}

  async findByIds(ids: readonly number[]): Promise<ReadonlyMap<number, string>> {
    const services = await this.getServiceSchedules.execute(ids);
    return new Map(services.map(({ id, title }) => [id, title]));
  }
}
