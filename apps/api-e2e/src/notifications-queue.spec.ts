import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { registerUser } from './support/identity';
import {
  controlClock,
  DAY_MS,
  MINUTE_MS,
  NEXT_MONDAY,
  NEXT_MONDAY_ELEVEN,
  schedulingApi,
} from './support/scheduling';
import { servicesApi } from './support/services';
import { type SmtpInbox, startSmtpInbox } from './support/smtp-inbox';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { startTestApp, type TestApp } from './support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new URL(REDIS_URL);
const connection = { host: redis.hostname, port: Number(redis.port || 6379) };

/**
 * Two API instances on one database and one Redis, as behind a load balancer: the BullMQ queue
 * shares the dispatch work between them and each reminder goes out once.
 */
describe('notifications on a BullMQ queue shared by two instances', () => {
  const prefix = `changas-test-${randomBytes(4).toString('hex')}`;
  let database: TestDatabase;
  let inbox: SmtpInbox;
  let instances: TestApp[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    inbox = await startSmtpInbox();
    const env = { SMTP_URL: inbox.url, REDIS_URL, REDIS_PREFIX: prefix, NOTIFICATIONS_POLL_MS: '100' };
    // One after the other: the first one migrates the shared database.
    instances = [await startTestApp({ database, env })];
    instances.push(await startTestApp({ database, env }));
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    const queue = new Queue('notifications', { connection, prefix });
    await queue.obliterate({ force: true });
    await queue.close();
    await inbox?.close();
    await database?.drop();
  });

  it('sends each reminder once, whichever instance the requests went through', async () => {
    const clocks = instances.map((instance) => controlClock(instance));
    try {
      const [first, second] = instances;
      const provider = await registerUser(first);
      const client = await registerUser(second);
      const service = await servicesApi(first).publish(provider.token);
      const appointment = await schedulingApi(second).request(client.token, {
        service_id: service.id,
        date: NEXT_MONDAY,
        time_slot: '11:00',
      });
      await schedulingApi(first).change(appointment.id, provider.token, { status: 'accepted' });
      expect((await inbox.nextMailTo(provider.user.email)).subject).toContain('Nueva solicitud de turno');
      expect((await inbox.nextMailTo(client.user.email)).subject).toContain('Turno confirmado');

      for (const clock of clocks) clock.set(new Date(NEXT_MONDAY_ELEVEN.getTime() - DAY_MS + MINUTE_MS));
      expect((await inbox.nextMailTo(client.user.email)).subject).toContain('Recordatorio');
      expect((await inbox.nextMailTo(provider.user.email)).subject).toContain('Recordatorio');
      // Many more rounds of both instances find nothing left to send.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const reminders = inbox.mails.filter(({ subject }) => subject.startsWith('Recordatorio'));
      expect(reminders.map(({ recipients }) => recipients[0]).sort()).toEqual(
        [client.user.email, provider.user.email].sort(),
      );

      // The dispatch really runs on the queue: its job scheduler lives in Redis under this deployment's prefix.
      const queue = new Queue('notifications', { connection, prefix });
      const schedulers = await queue.getJobSchedulers();
      await queue.close();
      expect(schedulers).toEqual([
        expect.objectContaining({ key: 'dispatch-due-notifications', every: 100 }),
      ]);
    } finally {
      for (const clock of clocks) clock.restore();
    }
  });
});
