import type { AppointmentEvent, AppointmentEventKind } from './appointment-event';
import { planNotifications, preferenceFor, REMINDER_LEAD_MS } from './notification';
import { retryDelayMs } from './delivery-policy';

const NOW = new Date('2030-03-04T12:00:00.000Z');
const STARTS = new Date('2030-03-11T14:00:00.000Z');
const appointment = {
  id: 7,
  serviceId: 3,
  clientId: 10,
  providerId: 20,
  date: '2030-03-11',
  time: '11:00',
  startsAt: STARTS,
  endsAt: new Date('2030-03-11T16:00:00.000Z'),
  rejectionReason: null,
};
const event = (kind: AppointmentEventKind, wasAccepted = false, at = NOW): AppointmentEvent => ({
  kind,
  appointment,
  wasAccepted,
  at,
});
const summary = (kind: AppointmentEventKind, wasAccepted = false) =>
  planNotifications(event(kind, wasAccepted), NOW).add.map(({ kind, role }) => `${kind}→${role}`);

describe('planNotifications', () => {
  it('tells the party who did not act: the provider of new and cancelled requests, the client of the rest', () => {
    expect(summary('requested')).toEqual(['request_received→provider']);
    expect(summary('rejected')).toEqual(['request_rejected→client']);
    expect(summary('completed', true)).toEqual(['request_completed→client']);
    expect(summary('expired')).toEqual(['request_expired→client']);
    expect(summary('cancelled')).toEqual(['request_cancelled→provider']);
  });

  it('on acceptance plans a reminder for each party a day before the turno', () => {
    const { add } = planNotifications(event('accepted'), NOW);
    expect(add.map(({ kind, role, dueAt }) => [kind, role, dueAt])).toEqual([
      ['request_accepted', 'client', NOW],
      ['reminder', 'client', new Date(STARTS.getTime() - REMINDER_LEAD_MS)],
      ['reminder', 'provider', new Date(STARTS.getTime() - REMINDER_LEAD_MS)],
    ]);
  });

  it('plans no reminder when the turno is accepted less than a day before it starts', () => {
    const late = new Date(STARTS.getTime() - REMINDER_LEAD_MS + 1);
    expect(planNotifications(event('accepted', false, late), late).add.map(({ kind }) => kind)).toEqual([
      'request_accepted',
    ]);
  });

  it('withdraws the invite and the reminders when an accepted turno is cancelled, and confirms it to the client', () => {
    const plan = planNotifications(event('cancelled', true), NOW);
    expect(plan.voidRemindersOf).toBe(7);
    expect(plan.add.map(({ kind, role, withdrawsInvite }) => [kind, role, withdrawsInvite])).toEqual([
      ['request_cancelled', 'provider', true],
      ['cancellation_confirmed', 'client', true],
    ]);
    expect(planNotifications(event('cancelled'), NOW).voidRemindersOf).toBeUndefined();
    expect(planNotifications(event('completed', true), NOW).add[0].withdrawsInvite).toBe(false);
  });

  it('notifies no one of a transition replayed from the past (the demo seed)', () => {
    const lastWeek = new Date(NOW.getTime() - 7 * 24 * 3_600_000);
    expect(planNotifications(event('accepted', false, lastWeek), NOW)).toEqual({ add: [] });
  });

  it('lets each switch govern its mails', () => {
    expect(preferenceFor('request_received', 'provider')).toBe('requestsReceived');
    expect(preferenceFor('request_cancelled', 'provider')).toBe('requestsReceived');
    expect(preferenceFor('request_accepted', 'client')).toBe('answers');
    expect(preferenceFor('cancellation_confirmed', 'client')).toBe('answers');
    expect(preferenceFor('reminder', 'client')).toBe('reminders');
    expect(preferenceFor('reminder', 'provider')).toBe('reminders');
  });
});

describe('retryDelayMs', () => {
  it('doubles from half a minute and never waits more than a quarter of an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000,
    ]);
  });
});
