import {
  ANA_ID,
  BETO_ID,
  CARLA_ID,
  createSchedulingTestKit,
  DAY_MS,
  GARDEN_ID,
  gardenService,
} from '../testing/scheduling-test-kit';

const idsOf = (page: { items: readonly { appointment: { id: number } }[] }) =>
  page.items.map(({ appointment }) => appointment.id);

describe('appointment lists', () => {
  it("lists the caller's sent requests newest first, reading services and people once per page", async () => {
    const kit = createSchedulingTestKit();
    const first = await kit.book({ time: '10:00' });
    const second = await kit.book({ time: '11:00' });
    await kit.book({ time: '12:00' }, CARLA_ID);

    const mine = await kit.listMine.execute(BETO_ID);

    expect(idsOf(mine)).toEqual([second.id, first.id]);
    expect(mine).toMatchObject({ total: 2, page: 1, limit: 50 });
    expect(kit.catalog.reads.at(-1)).toEqual([GARDEN_ID, GARDEN_ID]);
    expect(new Set(kit.people.reads.at(-1))).toEqual(new Set([BETO_ID, ANA_ID]));
    expect((await kit.listMine.execute(BETO_ID, { page: 2, limit: 1 })).items).toHaveLength(1);
  });

  it("lists every request to the caller's services, or to one of them", async () => {
    const kit = createSchedulingTestKit();
    kit.catalog.add(gardenService({ id: 11, title: 'Poda de altura' }));
    const garden = await kit.book();
    const pruning = await kit.book({ serviceId: 11 }, CARLA_ID);

    expect(idsOf(await kit.listReceived.execute(ANA_ID))).toEqual([pruning.id, garden.id]);
    expect(idsOf(await kit.listReceived.execute(ANA_ID, { serviceId: 11 }))).toEqual([pruning.id]);
    expect(idsOf(await kit.listReceived.execute(BETO_ID))).toEqual([]);
  });

  it("lists a service's requests for its provider only, and names a deleted service still", async () => {
    const kit = createSchedulingTestKit();
    const booked = await kit.book();

    const forAna = await kit.listForService.execute(ANA_ID, GARDEN_ID);
    expect(forAna.ok && idsOf(forAna.value)).toEqual([booked.id]);
    for (const other of [BETO_ID, CARLA_ID]) {
      const refused = await kit.listForService.execute(other, GARDEN_ID);
      expect(refused.ok || refused.error.code).toBe('SCHEDULING.APPOINTMENT_FORBIDDEN');
    }
    const unknown = await kit.listForService.execute(ANA_ID, 99);
    expect(unknown.ok || unknown.error.code).toBe('CATALOG.SERVICE_NOT_FOUND');

    kit.catalog.change(GARDEN_ID, { isDeleted: true });
    const [sent] = (await kit.listMine.execute(BETO_ID)).items;
    expect(sent.service?.title).toBe('Jardinería y poda');
  });

  it('shows an overdue request as expired on read, and the periodic sweep expires it too', async () => {
    const kit = createSchedulingTestKit();
    const overdue = await kit.book({ time: '10:00' });
    const onTime = await kit.book({ time: '12:00' });
    const otherService = gardenService({ id: 11 });
    kit.catalog.add(otherService);
    const swept = await kit.book({ serviceId: 11, date: '2026-03-02', time: '10:00' }, CARLA_ID);
    kit.clock.advance(7 * DAY_MS + 90 * 60_000); // next Monday 10:30

    const [later, earlier] = (await kit.listMine.execute(BETO_ID)).items;
    expect([earlier.appointment.id, earlier.appointment.status]).toEqual([overdue.id, 'expired']);
    expect([later.appointment.id, later.appointment.status]).toEqual([onTime.id, 'pending']);
    expect(kit.appointments.rows.get(swept.id)?.status).toBe('expired');
    expect(await kit.expireOverdue.execute()).toBe(0);
  });
});

describe('GetDashboard', () => {
  it('counts what a user does as client and provider, with the 3 latest of each side', async () => {
    const kit = createSchedulingTestKit();
    kit.catalog.add(gardenService({ id: 20, providerId: BETO_ID, title: 'Clases de guitarra' }));
    const received = [];
    for (const time of ['09:00', '10:00', '11:00', '12:00'])
      received.push(await kit.book({ time }, CARLA_ID));
    const sent = await kit.book({ serviceId: 20 }, ANA_ID);
    await kit.changeStatus.execute(ANA_ID, received[0].id, { status: 'accepted' });
    await kit.changeStatus.execute(ANA_ID, received[1].id, { status: 'rejected', rejectionReason: 'Lluvia' });
    kit.clock.advance(7 * DAY_MS + 2 * 60 * 60_000); // next Monday 11:05: 09:00 ended, 10:00 and 11:00 expired
    await kit.changeStatus.execute(ANA_ID, received[0].id, { status: 'completed' });
    kit.favourites.counts.set(ANA_ID, 2);

    const dashboard = await kit.getDashboard.execute(ANA_ID);

    expect(dashboard).toMatchObject({
      publishedServices: 1,
      requestsSent: 1,
      requestsReceived: 4,
      pendingToAnswer: 1,
      completed: 1,
      favorites: 2,
    });
    expect(dashboard.recentSent.map(({ appointment }) => appointment.id)).toEqual([sent.id]);
    expect(dashboard.recentReceived.map(({ appointment }) => appointment.id)).toEqual([
      received[3].id,
      received[2].id,
      received[1].id,
    ]);
    expect((await kit.getDashboard.execute(CARLA_ID)).requestsSent).toBe(4);
  });
});
