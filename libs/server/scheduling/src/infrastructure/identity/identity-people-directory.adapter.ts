import { Injectable } from '@nestjs/common';
import { whatsAppNumber } from '@changas/shared/contracts';
import { GetUsersByIds } from '@changas/server/identity';
import type { PeopleDirectory, Person } from '../../application/ports/people-directory.port';

/** Clients and providers are users: asks identity's public application API, never its tables. */
@Injectable()
export class IdentityPeopleDirectory implements PeopleDirectory {
  constructor(private readonly getUsersByIds: GetUsersByIds) {}

  async findByIds(ids: readonly number[]): Promise<ReadonlyMap<number, Person>> {
    const profiles = await this.getUsersByIds.execute(ids);
    return new Map(
      profiles.map(({ id, name, locality, province, phone }) => [
        id,
        { id, name, locality, province, whatsApp: whatsAppNumber(phone) },
      ]),
    );
  }
}
