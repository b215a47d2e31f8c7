import { DataSource } from 'typeorm';
import { registerUser } from './support/identity';
import { controlClock, errorOf, NEXT_MONDAY, schedulingApi } from './support/scheduling';
import { servicesApi } from './support/services';
import { startTestApp, type TestApp } from './support/test-app';

const CLIENTS = 50;

describe('double booking is impossible by construction', () => {
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

  const countRows = async (serviceId: number) =>
    Number(
      (
        await api.app
          .get(DataSource)
          .query('SELECT COUNT(*) AS count FROM appointments WHERE service_id = ?', [serviceId])
      )[0].count,
    );

  it(`lets exactly one of ${CLIENTS} simultaneous requests for one slot through, and answers the rest 409`, async () => {
    const provider = await registerUser(api);
    const { id: serviceId } = await servicesApi(api).publish(provider.token);
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => registerUser(api)));
    const scheduling = schedulingApi(api);

    const answers = await Promise.all(
      clients.map(({ token }) =>
        scheduling.book(token, { service_id: serviceId, date: NEXT_MONDAY, time_slot: '11:00' }),
      ),
    );

    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CLIENTS - 1);
    for (const { status, body } of answers) {
      if (status === 409)
        expect(body).toEqual(errorOf('SCHEDULING.SLOT_TAKEN', 'El horario ya está ocupado'));
    }
    expect(await countRows(serviceId)).toBe(1);
  });

  it('applies exactly one of two simultaneous answers to a request', async () => {
    const scheduling = schedulingApi(api);
    const provider = await registerUser(api);
    const client = await registerUser(api);
    const { id: serviceId } = await servicesApi(api).publish(provider.token);
    const { id } = await scheduling.request(client.token, {
      service_id: serviceId,
      date: NEXT_MONDAY,
      time_slot: '09:00',
    });

    const answers = await Promise.all([
      scheduling.setStatus(id, provider.token, { status: 'accepted' }),
      scheduling.setStatus(id, provider.token, { status: 'rejected', rejection_reason: 'Sin lugar' }),
    ]);

    const applied = answers.filter(({ status }) => status === 200);
    expect(applied).toHaveLength(1);
    // The loser either read the new state (400) or lost the write to it (409).
    const [lost] = answers.filter((answer) => answer.status !== 200);
    expect(['SCHEDULING.NOT_PENDING', 'SCHEDULING.APPOINTMENT_CHANGED']).toContain(
      (lost.body as unknown as { code: string }).code,
    );
    const [stored] = (await scheduling.mine(client.token)).body.data.appointments;
    expect(stored.status).toBe(applied[0].body.data.appointment.status);
  });

  it('keeps one holder per slot key in the table itself, while freed rows may repeat it as NULL', async () => {
    const dataSource = api.app.get(DataSource);
    const insert = (slotKey: string | null, status: string) =>
      dataSource.query(
        `INSERT INTO appointments (service_id, client_id, provider_id, date, time_slot, starts_at, ends_at, status,
           notes, slot_key, created_at, updated_at, version)
         VALUES (999, 1, 2, '2030-03-11', '09:00', '2030-03-11 12:00:00', '2030-03-11 14:00:00', ?, '', ?,
           '2030-03-04 12:00:00', '2030-03-04 12:00:00', 0)`,
        [status, slotKey],
      );

    await insert('999|2030-03-11|09:00', 'pending');
    await expect(insert('999|2030-03-11|09:00', 'pending')).rejects.toThrow();
    await insert(null, 'cancelled');
    await insert(null, 'rejected');

    expect(await countRows(999)).toBe(3);
  });
});
