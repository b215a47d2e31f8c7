import { Injectable } from '@nestjs/common';
import { GetUsersByIds } from '@changas/server/identity';
import type { ProviderDirectory, ProviderSummary } from '../../application/ports/provider-directory.port';

/** Providers are users: asks identity's public application API, never its tables. */
@Injectable()
export class IdentityProviderDirectory implements ProviderDirectory {
  constructor(private readonly getUsersByIds: GetUsersByIds) {}

  async findByIds(ids: readonly number[]): Promise<ReadonlyMap<number, ProviderSummary>> {
    const profiles = await this.getUsersByIds.execute(ids);
    return new Map(
      profiles.map(({ id, name, phone, locality, province }) => [
        id,
        { id, name, phone, locality, province },
      ]),
    );
  }
}
