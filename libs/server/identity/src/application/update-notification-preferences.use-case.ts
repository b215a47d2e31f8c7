import { Inject, Injectable } from '@nestjs/common';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import { IdentityErrors } from '../domain/identity.errors';
import type { NotificationPreferences, User } from '../domain/user.entity';
import type { UserRepository } from '../domain/user.repository.port';
import { USER_REPOSITORY } from './identity.tokens';

/** Turns kinds of email notification on or off; the ones not given keep their value. */
@Injectable()
export class UpdateNotificationPreferences {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  async execute(userId: number, changes: Partial<NotificationPreferences>): Promise<Result<User>> {
    const user = await this.users.findById(userId);
    if (!user) return err(IdentityErrors.profileNotFound());
    user.changeNotificationPreferences(changes);
    await this.users.updateNotificationPreferences(user);
    return ok(user);
  }
}
