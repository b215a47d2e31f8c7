import { Inject, Injectable } from '@nestjs/common';
import { err, ok, type Result } from '@changas/server/kernel/domain';
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

    // The entity's own rules answer first (400), before the lookup of who owns the email (409).
    const changed = user.updateProfile(details);
    if (!changed.ok) return changed;
    const owner = await this.users.findByEmail(user.email);
    if (owner && owner.id !== user.id) return err(IdentityErrors.emailTaken());
    const updated = await this.users.updateProfile(user);
    return updated.ok ? ok(user) : updated;
  }
}
