import { Inject, Injectable } from '@nestjs/common';
import type { UserRepository } from '../domain/user.repository.port';
import { USER_REPOSITORY } from './identity.tokens';

/** Where and whether the notifications context may write to a user. */
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

/** The contacts of the users among `userIds` that exist. */
@Injectable()
export class GetNotificationContacts {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  async execute(userIds: readonly number[]): Promise<NotificationContact[]> {
    const users = await Promise.all([...new Set(userIds)].map((id) => this.users.findById(id)));
    return users
      .filter((user) => user !== undefined)
      .map((user) => ({
        id: user.id,
        name: user.profile.name,
        email: user.email,
        preferences: { requestsReceived: true, answers: true, reminders: true },
      }));
  }
}
