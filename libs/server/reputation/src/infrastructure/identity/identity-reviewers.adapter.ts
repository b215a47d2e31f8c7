import { Injectable } from '@nestjs/common';
import { GetUsersByIds } from '@changas/server/identity';
import type { Reviewer, Reviewers } from '../../application/ports/reviewers.port';

/** Authors are users: asks identity's public application API, never its tables. */
@Injectable()
export class IdentityReviewers implements Reviewers {
  constructor(private readonly getUsersByIds: GetUsersByIds) {}

  async findByIds(ids: readonly number[]): Promise<ReadonlyMap<number, Reviewer>> {
    const profiles = await this.getUsersByIds.execute(ids);
    return new Map(profiles.map(({ id, name }) => [id, { id, name }]));
  }
}
