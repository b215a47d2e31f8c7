import type { NotificationPreference } from '../../domain/notification';

/** Where and whether a user may be written to; identity owns these data. */
export interface NotificationRecipient {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly preferences: Readonly<Record<NotificationPreference, boolean>>;
}

export interface NotificationRecipients {
  /** The users among `ids` that still exist. */
  findByIds(ids: readonly number[]): Promise<ReadonlyMap<number, NotificationRecipient>>;
}
