import type { AppointmentSnapshot } from './appointment-event';
import type { NotificationKind, PlannedNotification, RecipientRole } from './notification';

/** A due mail that one worker holds until it reports the outcome or its lease runs out. */
export interface ClaimedNotification {
  readonly id: number;
  readonly kind: NotificationKind;
  readonly role: RecipientRole;
  readonly appointment: AppointmentSnapshot;
  readonly withdrawsInvite: boolean;
  /** Failed tries so far. */
  readonly attempts: number;
  /** Proves the claim when reporting, so a worker whose lease ran out cannot overwrite a newer outcome. */
  readonly claim: string;
}

/**
 * The outbox: written in the transaction of the transition it announces, drained by workers of any
 * instance. Each appointment has at most one mail of a kind per party, so recording twice adds nothing.
 */
export interface NotificationRepository {
  add(notifications: readonly PlannedNotification[]): Promise<void>;
  /** Reminders of the appointment that are not sent yet are dropped. */
  voidReminders(appointmentId: number): Promise<void>;
  /** Up to `limit` pending mails due at `now`, each held by the caller until `leaseUntil`. */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedNotification[]>;
  markSent(notification: ClaimedNotification, at: Date): Promise<void>;
  /** Not sent, on purpose (its recipient turned the kind off or is gone) or for good (refused). */
  markDropped(notification: ClaimedNotification, reason: 'skipped' | 'failed', detail: string): Promise<void>;
  retryAt(notification: ClaimedNotification, at: Date, error: string): Promise<void>;
}
