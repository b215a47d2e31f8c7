import { Inject, Injectable } from '@nestjs/common';
import type { User } from '../domain/user.entity';
import type { UserRepository } from '../domain/user.repository.port';
import { USER_REPOSITORY } from './identity.tokens';

/** Many users in one read, for other contexts that show who did what next to each item of a list. */
@Injectable()
export class GetUsersByIds {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  /** The users that exist among `ids`, in no particular order; unknown ids are left out. */
  async execute(ids: readonly number[]): Promise<User[]> {
    const unique = [...new Set(ids)];
    return unique.length === 0 ? [] : this.users.findByIds(unique);
  }
}
