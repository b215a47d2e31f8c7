import { Inject, Injectable } from '@nestjs/common';
import type { UserRepository } from '../domain/user.repository.port';
import { USER_REPOSITORY } from './identity.tokens';

/** Who a notification mail goes to, and which kinds of mail they want. */
export interface NotificationContact {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly preferences: {
    readonly requestsReceived: boolean;
    readonly answers: boolean;
    readonly reminders: boolean;
  };
}

/**
 * The addresses and email preferences of many users in one read, for the notifications context:
 * the only way an email leaves identity, and never with a password hash.
 */
@Injectable()
export class GetNotificationContacts {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  /** The contacts of the users that exist among `userIds`, in no particular order; unknown ids are left out. */
  async execute(userIds: readonly number[]): Promise<NotificationContact[]> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return [];
    const users = await this.users.findByIds(unique);
    return users.map((user) => ({
      id: user.id,
      name: user.profile.name,
      email: user.email,
      preferences: { ...user.notificationPreferences },
    }));
  }
}
