import { registerUser } from './support/identity';
import {
  controlClock,
  MINUTE_MS,
  NEXT_MONDAY,
  NEXT_MONDAY_ELEVEN_ENDS,
  schedulingApi,
} from './support/scheduling';
import { servicesApi } from './support/services';
import { startTestApp, type TestApp } from './support/test-app';

describe('GET /api/dashboard', () => {
  let api: TestApp;
  let clock: ReturnType<typeof controlClock>;

  beforeAll(async () => {
    api = await startTestApp();
    clock = controlClock(api);
  });
  afterAll(async () => {
    clock?.restore();
    await api?.close();
  });

  it('counts what a user does as provider and as client, with the 3 latest requests of each side', async () => {
    const scheduling = schedulingApi(api);
    const services = servicesApi(api);
    const ana = await registerUser(api, { name: 'Ana Pérez' });
    const beto = await registerUser(api, { name: 'Beto Gómez' });
    const garden = await services.publish(ana.token);
    const paused = await services.publish(ana.token, { title: 'Poda de altura' });
    await services.setStatus(paused.id, ana.token, { status: 'inactive' });
    const deleted = await services.publish(ana.token);
    await services.remove(deleted.id, ana.token);
    const lessons = await services.publish(beto.token, { title: 'Clases de guitarra', category: 'Música' });

    const received = [];
    for (const time of ['09:00', '11:00', '14:00', '16:00']) {
      clock.advance(MINUTE_MS);
      received.push(
        await scheduling.request(beto.token, { service_id: garden.id, date: NEXT_MONDAY, time_slot: time }),
      );
    }
    clock.advance(MINUTE_MS);
    const sent = await scheduling.request(ana.token, {
      service_id: lessons.id,
      date: NEXT_MONDAY,
      time_slot: '11:00',
    });
    await scheduling.change(received[1].id, ana.token, { status: 'accepted' });
    await scheduling.change(received[2].id, ana.token, { status: 'rejected', rejection_reason: 'Lluvia' });
    await scheduling.change(sent.id, beto.token, { status: 'accepted' });
    clock.set(NEXT_MONDAY_ELEVEN_ENDS); // 13:00: 09:00 expired unanswered, 11:00 ended
    await scheduling.change(received[1].id, ana.token, { status: 'completed' });
    await scheduling.change(sent.id, beto.token, { status: 'completed' });

    const { status, body } = await scheduling.dashboard(ana.token);

    expect(status).toBe(200);
    expect(body.data.counters).toEqual({
      published_services: 2,
      requests_sent: 1,
      requests_received: 4,
      pending_to_answer: 1,
      completed: 2,
      favorites: 0,
    });
    expect(body.data.recent_sent).toEqual([expect.objectContaining({ id: sent.id, status: 'completed' })]);
    expect(body.data.recent_received.map(({ id, status }) => [id, status])).toEqual([
      [received[3].id, 'pending'],
      [received[2].id, 'rejected'],
      [received[1].id, 'completed'],
    ]);
    expect(body.data.recent_received[1]).toMatchObject({
      client_name: 'Beto Gómez',
      service: { id: garden.id, title: 'Jardinería y poda' },
      rejection_reason: 'Lluvia',
    });
    const forBeto = (await scheduling.dashboard(beto.token)).body.data.counters;
    expect(forBeto).toMatchObject({
      published_services: 1,
      requests_sent: 4,
      requests_received: 1,
      completed: 2,
    });
  });
});
