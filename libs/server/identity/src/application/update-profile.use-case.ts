import { Inject, Injectable } from '@nestjs/common';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import { normalizeEmail } from '../domain/email';
import { IdentityErrors } from '../domain/identity.errors';
import type { ProfileDetails, User } from '../domain/user.entity';
import type { UserRepository } from '../domain/user.repository.port';
import { USER_REPOSITORY } from './identity.tokens';

/** Replaces the profile fields; an email that belongs to another account is refused. */
@Injectable()
export class UpdateProfile {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  async execute(userId: number, details: ProfileDetails): Promise<Result<User>> {
    const user = await this.users.findById(userId);
    if (!user) return err(IdentityErrors.profileNotFound());

    const owner = await this.users.findByEmail(normalizeEmail(details.email));
    if (owner && owner.id !== user.id) return err(IdentityErrors.emailTaken());

    user.updateProfile(details);
    const updated = await this.users.updateProfile(user);
    return updated.ok ? ok(user) : updated;
  }
}
