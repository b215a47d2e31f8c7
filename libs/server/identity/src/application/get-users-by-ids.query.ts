import { Inject, Injectable } from '@nestjs/common';
import type { PublicProfile } from '../domain/user.entity';
import type { UserRepository } from '../domain/user.repository.port';
import { USER_REPOSITORY } from './identity.tokens';

/**
 * Many users' public profiles in one read, for other contexts that show who did what next to each
 * item of a list. Emails and passwords never leave the context this way.
 */
@Injectable()
export class GetUsersByIds {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  /** The public profiles of the users that exist among `ids`, in no particular order; unknown ids are left out. */
  async execute(ids: readonly number[]): Promise<PublicProfile[]> {
    const unique = [...new Set(ids)];
    return unique.length === 0 ? [] : this.users.findPublicProfiles(unique);
  }
}
