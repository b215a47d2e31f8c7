import { type Mailer, type MailMessage, PermanentMailFailure } from '@changas/server/kernel/domain';
import { ManualClock } from '@changas/server/kernel/testing';
import { planNotifications } from '../domain/notification';
import { InMemoryNotificationRepository } from '../testing/notification.in-memory-repository';
import { DispatchDueNotifications } from './dispatch-due-notifications.use-case';
import type { NotificationRecipient } from './ports/notification-recipients.port';

const everything = { requestsReceived: true, answers: true, reminders: true };

class ScriptedMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failure?: Error;

  async send(message: MailMessage): Promise<void> {
    if (this.failure) throw this.failure;
    this.sent.push(message);
  }
}

function setUp(clientPreferences = everything) {
  const clock = new ManualClock(new Date('2030-03-04T12:00:00.000Z'));
  const notifications = new InMemoryNotificationRepository();
  const mailer = new ScriptedMailer();
  const people = new Map<number, NotificationRecipient>([
    [10, { id: 10, name: 'Beto', email: 'beto@example.com', preferences: clientPreferences }],
    [20, { id: 20, name: 'Ana', email: 'ana@example.com', preferences: everything }],
  ]);
  const dispatch = new DispatchDueNotifications(
    notifications,
    { findByIds: async () => people },
    { findByIds: async () => new Map([[3, 'Plomería']]) },
    mailer,
    { appUrl: 'https://changas.test', mailFrom: 'Changas <no-reply@changas.com.ar>' },
    clock,
  );
  const record = async (kind: 'requested' | 'accepted') => {
    const plan = planNotifications(
      {
        kind,
        wasAccepted: false,
        at: clock.now(),
        appointment: {
          id: 7,
          serviceId: 3,
          clientId: 10,
          providerId: 20,
          date: '2030-03-11',
          time: '11:00',
          startsAt: new Date('2030-03-11T14:00:00.000Z'),
          endsAt: new Date('2030-03-11T16:00:00.000Z'),
          rejectionReason: null,
        },
      },
      clock.now(),
    );
    await notifications.add(plan.add);
  };
  return { clock, notifications, mailer, dispatch, record };
}

describe('DispatchDueNotifications', () => {
  it('sends what is due, once, and leaves the reminders for their time', async () => {
    const { dispatch, record, mailer } = setUp();
    await record('accepted');

    expect(await dispatch.execute()).toEqual({ sent: 1, retrying: 0, dropped: 0 });
    expect(mailer.sent.map(({ to, subject }) => [to, subject])).toEqual([
      ['beto@example.com', 'Turno confirmado: Plomería, lunes 11 de marzo, 11:00 h'],
    ]);
    expect(mailer.sent[0].calendarInvite?.method).toBe('REQUEST');
    expect(await dispatch.execute()).toEqual({ sent: 0, retrying: 0, dropped: 0 });
  });

  it('skips a mail whose kind the recipient switched off', async () => {
    const { dispatch, record, mailer, notifications } = setUp({ ...everything, answers: false });
    await record('accepted');

    expect(await dispatch.execute()).toEqual({ sent: 0, retrying: 0, dropped: 1 });
    expect(mailer.sent).toEqual([]);
    expect(notifications.rows[0]).toMatchObject({ status: 'skipped', lastError: 'preference off' });
  });

  it('tries a temporary failure again after its backoff, and drops a permanent refusal', async () => {
    const { dispatch, record, mailer, notifications, clock } = setUp();
    await record('requested');
    mailer.failure = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

    expect(await dispatch.execute()).toEqual({ sent: 0, retrying: 1, dropped: 0 });
    expect(notifications.rows[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'connect ECONNREFUSED',
    });
    mailer.failure = undefined;
    clock.advance(29_000);
    expect(await dispatch.execute()).toEqual({ sent: 0, retrying: 0, dropped: 0 });
    clock.advance(1_000);
    expect(await dispatch.execute()).toEqual({ sent: 1, retrying: 0, dropped: 0 });

    await record('accepted');
    mailer.failure = new PermanentMailFailure('550 mailbox unavailable');
    expect(await dispatch.execute()).toEqual({ sent: 0, retrying: 0, dropped: 1 });
    expect(notifications.rows.find(({ kind }) => kind === 'request_accepted')).toMatchObject({
      status: 'failed',
      lastError: '550 mailbox unavailable',
    });
  });
});
