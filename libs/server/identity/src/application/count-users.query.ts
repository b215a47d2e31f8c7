import { Inject, Injectable } from '@nestjs/common';
import type { UserRepository } from '../domain/user.repository.port';
import { USER_REPOSITORY } from './identity.tokens';

/** How many accounts exist (the demo seed only fills an empty database). */
@Injectable()
export class CountUsers {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  execute(): Promise<number> {
    return this.users.count();
  }
}
