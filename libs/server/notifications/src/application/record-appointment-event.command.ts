import { Inject, Injectable } from '@nestjs/common';
import { type Clock, CLOCK } from '@changas/server/kernel/domain';
import type { AppointmentEvent } from '../domain/appointment-event';
import { planNotifications } from '../domain/notification';
import type { NotificationRepository } from '../domain/notification.repository.port';
import { NOTIFICATION_REPOSITORY } from './notifications.tokens';

/**
 * Puts a request transition's mails in the outbox. Scheduling calls it inside the transaction that
 * makes the transition, so both are stored or neither is; the workers send them afterwards.
 */
@Injectable()
export class RecordAppointmentEvent {
  constructor(
    @Inject(NOTIFICATION_REPOSITORY) private readonly notifications: NotificationRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(event: AppointmentEvent): Promise<void> {
    const plan = planNotifications(event, this.clock.now());
    if (plan.voidRemindersOf !== undefined) await this.notifications.voidReminders(plan.voidRemindersOf);
    if (plan.add.length > 0) await this.notifications.add(plan.add);
  }
}
