import { Inject, Injectable } from '@nestjs/common';
import { type Clock, CLOCK, type Mailer, PermanentMailFailure } from '@changas/server/kernel/domain';
import { CLAIM_LEASE_MS, retryDelayMs } from '../domain/delivery-policy';
import { preferenceFor, recipientIdOf } from '../domain/notification';
import type { ClaimedNotification, NotificationRepository } from '../domain/notification.repository.port';
import { senderDomain } from './appointment-invite';
import { appointmentMail } from './appointment-mails';
import {
  MAIL_SETTINGS,
  MAILER,
  type MailSettings,
  NOTIFICATION_RECIPIENTS,
  NOTIFICATION_REPOSITORY,
  SERVICE_TITLES,
} from './notifications.tokens';
import type { NotificationRecipients } from './ports/notification-recipients.port';
import type { ServiceTitles } from './ports/service-titles.port';

/** Mails claimed per round: a round never holds more than this many leases. */
const BATCH = 20;

export interface DispatchOutcome {
  readonly sent: number;
  readonly retrying: number;
  readonly dropped: number;
}

/**
 * Sends the mails that are due, whichever instance runs it: each is claimed with a lease first, so
 * two workers never send the same one. A temporary failure (the mail server down, a 4xx) tries again
 * later with backoff; only a permanent refusal or a switched-off preference drops a mail. Each row
 * keeps its last error.
 */
@Injectable()
export class DispatchDueNotifications {
  constructor(
    @Inject(NOTIFICATION_REPOSITORY) private readonly notifications: NotificationRepository,
    @Inject(NOTIFICATION_RECIPIENTS) private readonly recipients: NotificationRecipients,
    @Inject(SERVICE_TITLES) private readonly titles: ServiceTitles,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Drains everything due now, round after round. */
  async execute(): Promise<DispatchOutcome> {
    const total = { sent: 0, retrying: 0, dropped: 0 };
    for (;;) {
      const now = this.clock.now();
      const claimed = await this.notifications.claimDue(now, new Date(now.getTime() + CLAIM_LEASE_MS), BATCH);
      if (claimed.length === 0) return total;
      const round = await this.sendAll(claimed);
      total.sent += round.sent;
      total.retrying += round.retrying;
      total.dropped += round.dropped;
      // Mails that failed wait for their retry time; only a full batch can leave more due now.
      if (claimed.length < BATCH || round.retrying > 0) return total;
    }
  }

  private async sendAll(claimed: readonly ClaimedNotification[]): Promise<DispatchOutcome> {
    const [people, titles] = await Promise.all([
      this.recipients.findByIds(
        claimed.flatMap(({ appointment }) => [appointment.clientId, appointment.providerId]),
      ),
      this.titles.findByIds(claimed.map(({ appointment }) => appointment.serviceId)),
    ]);
    const outcome = { sent: 0, retrying: 0, dropped: 0 };
    for (const notification of claimed) {
      const { kind, role, appointment } = notification;
      const recipient = people.get(recipientIdOf(notification));
      const counterpart = people.get(
        recipientIdOf({ role: role === 'client' ? 'provider' : 'client', appointment }),
      );
      if (!recipient || !recipient.preferences[preferenceFor(kind, role)]) {
        await this.notifications.markDropped(
          notification,
          'skipped',
          recipient ? 'preference off' : 'no recipient',
        );
        outcome.dropped++;
        continue;
      }
      const now = this.clock.now();
      const mail = appointmentMail({
        kind,
        role,
        appointment,
        withdrawsInvite: notification.withdrawsInvite,
        recipient,
        counterpart: counterpart?.name ?? 'Un usuario de Changas',
        serviceTitle: titles.get(appointment.serviceId) ?? 'un servicio',
        appUrl: this.settings.appUrl,
        mailFrom: this.settings.mailFrom,
        now,
        messageId: `<notification-${notification.id}@${senderDomain(this.settings.mailFrom)}>`,
      });
      try {
        await this.mailer.send(mail);
        await this.notifications.markSent(notification, this.clock.now());
        outcome.sent++;
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        if (error instanceof PermanentMailFailure) {
          await this.notifications.markDropped(notification, 'failed', detail);
          outcome.dropped++;
        } else {
          const retryAt = new Date(now.getTime() + retryDelayMs(notification.attempts + 1));
          await this.notifications.retryAt(notification, retryAt, detail);
          outcome.retrying++;
        }
      }
    }
    return outcome;
  }
}
