import type { UserView } from '@changas/shared/contracts';
import {
  type NewUser,
  type NotificationPreferences,
  type PublicProfile,
  User,
} from '../../domain/user.entity';
import type { UserOrmEntity } from './user.orm-entity';

type PreferenceColumns = Pick<UserOrmEntity, 'notifyRequestsReceived' | 'notifyAnswers' | 'notifyReminders'>;

/** The row's properties are the domain's, but for the preferences, which are one column each. */
export const UserMapper = {
  toDomain: (row: UserOrmEntity): User =>
    User.restore({
      notificationPreferences: {
        requestsReceived: row.notifyRequestsReceived,
        answers: row.notifyAnswers,
        reminders: row.notifyReminders,
      },
      // Last: a name added after a spread costs a new hidden class per user on Node 20 (README, "Spreads").
      ...row,
    }),
  toPreferenceColumns: ({
    requestsReceived,
    answers,
    reminders,
  }: NotificationPreferences): PreferenceColumns => ({
    notifyRequestsReceived: requestsReceived,
    notifyAnswers: answers,
    notifyReminders: reminders,
  }),
  toPersistence: ({ notificationPreferences, ...user }: NewUser) => ({
    ...user,
    ...UserMapper.toPreferenceColumns(notificationPreferences),
  }),
  toPublicProfile: ({ id, name, phone, province, locality }: UserOrmEntity): PublicProfile => ({
    id,
    name,
    phone,
    province,
    locality,
  }),
  toView: ({
    id,
    profile: { name, email, phone, province, locality },
    notificationPreferences: { requestsReceived, answers, reminders },
    createdAt,
  }: User): UserView => ({
    id,
    name,
    email,
    phone,
    province,
    locality,
    created_at: createdAt.toISOString(),
    notifications: { requests_received: requestsReceived, answers, reminders },
  }),
};
