import { Injectable } from '@nestjs/common';
import { GetNotificationContacts } from '@changas/server/identity';
import type {
  NotificationRecipient,
  NotificationRecipients,
} from '../../application/ports/notification-recipients.port';

/** Accounts belong to identity: asks its public application API, never its tables. */
@Injectable()
export class IdentityNotificationRecipients implements NotificationRecipients {
  constructor(private readonly getNotificationContacts: GetNotificationContacts) {}

  async findByIds(ids: readonly number[]): Promise<ReadonlyMap<number, NotificationRecipient>> {
    const contacts = await this.getNotificationContacts.execute(ids);
    return new Map(contacts.map((contact) => [contact.id, contact]));
  }
}
