import type { AppointmentEvent, AppointmentSnapshot } from './appointment-event';

/** The mails Changas sends about requests. */
export type NotificationKind =
  | 'request_received'
  | 'request_accepted'
  | 'request_rejected'
  | 'request_completed'
  | 'request_cancelled'
  | 'request_expired'
  /** To the client who cancelled an accepted turno: carries the CANCEL that removes it from their calendar. */
  | 'cancellation_confirmed'
  | 'reminder';

export type RecipientRole = 'client' | 'provider';

/** Which of the user's 'Notificaciones por email' switches governs a mail. */
export type NotificationPreference = 'requestsReceived' | 'answers' | 'reminders';

/** A mail to send once `dueAt` has come. */
export interface PlannedNotification {
  readonly kind: NotificationKind;
  readonly role: RecipientRole;
  readonly appointment: AppointmentSnapshot;
  readonly dueAt: Date;
  /** The mail withdraws the turno's calendar invite: it was accepted before this transition. */
  readonly withdrawsInvite: boolean;
}

/** What recording an event does to the outbox. */
export interface NotificationPlan {
  readonly add: readonly PlannedNotification[];
  /** The appointment whose reminders not sent yet no longer apply (it left the accepted state). */
  readonly voidRemindersOf?: number;
}

const HOUR_MS = 3_600_000;
/** Reminders go out a day before the turno starts. */
export const REMINDER_LEAD_MS = 24 * HOUR_MS;
/** A transition older than this when recorded is a replay (the demo seed's past), not news to anyone. */
export const STALE_EVENT_MS = HOUR_MS;

const NOTICE_OF: Record<AppointmentEvent['kind'], { kind: NotificationKind; role: RecipientRole }> = {
  requested: { kind: 'request_received', role: 'provider' },
  accepted: { kind: 'request_accepted', role: 'client' },
  rejected: { kind: 'request_rejected', role: 'client' },
  completed: { kind: 'request_completed', role: 'client' },
  cancelled: { kind: 'request_cancelled', role: 'provider' },
  expired: { kind: 'request_expired', role: 'client' },
};

/**
 * The mails a transition causes: one to the party who did not make it (the provider hears of new and
 * cancelled requests, the client of every answer and of an expired request), and on acceptance a
 * reminder to each party a day before the turno, unless that moment has already passed. Leaving the
 * accepted state drops the reminders not sent; a client who cancels an accepted turno also gets the
 * CANCEL for the invite in their calendar.
 */
export function planNotifications(event: AppointmentEvent, now: Date): NotificationPlan {
  const { appointment, at, kind, wasAccepted } = event;
  if (now.getTime() - at.getTime() > STALE_EVENT_MS) return { add: [] };
  const withdrawsInvite = kind === 'cancelled' && wasAccepted;
  const { kind: noticeKind, role } = NOTICE_OF[kind];
  const notice: PlannedNotification = { kind: noticeKind, role, appointment, dueAt: at, withdrawsInvite };
  if (kind === 'accepted') {
    const remindAt = new Date(appointment.startsAt.getTime() - REMINDER_LEAD_MS);
    const reminders =
      remindAt > at
        ? (['client', 'provider'] as const).map((role) => ({
            kind: 'reminder' as const,
            role,
            appointment,
            dueAt: remindAt,
            withdrawsInvite: false,
          }))
        : [];
    return { add: [notice, ...reminders] };
  }
  if (!wasAccepted) return { add: [notice] };
  const confirmation: PlannedNotification[] = withdrawsInvite
    ? [{ kind: 'cancellation_confirmed', role: 'client', appointment, dueAt: at, withdrawsInvite }]
    : [];
  return { add: [notice, ...confirmation], voidRemindersOf: appointment.id };
}

/** The switch that lets a user turn a mail off. */
export function preferenceFor(kind: NotificationKind, role: RecipientRole): NotificationPreference {
  if (kind === 'reminder') return 'reminders';
  return role === 'provider' ? 'requestsReceived' : 'answers';
}

export const recipientIdOf = ({ role, appointment }: Pick<PlannedNotification, 'role' | 'appointment'>) =>
  role === 'client' ? appointment.clientId : appointment.providerId;
