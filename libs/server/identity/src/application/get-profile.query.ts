import { Inject, Injectable } from '@nestjs/common';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import { IdentityErrors } from '../domain/identity.errors';
import type { User } from '../domain/user.entity';
import type { UserRepository } from '../domain/user.repository.port';
import { USER_REPOSITORY } from './identity.tokens';

/** A user by id: the profile screen, the session check of every authenticated request, other contexts. */
@Injectable()
export class GetProfile {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  async execute(userId: number): Promise<Result<User>> {
    const user = await this.users.findById(userId);
    return user ? ok(user) : err(IdentityErrors.profileNotFound());
  }
}
