import {
  ANA_ID,
  BETO_ID,
  CARLA_ID,
  createSchedulingTestKit,
  GARDEN_ID,
  gardenService,
  NEXT_MONDAY,
} from '../testing/scheduling-test-kit';

describe('BookAppointment', () => {
  it('stores a pending request that holds the slot, answered with its service and people', async () => {
    const kit = createSchedulingTestKit();

    const result = await kit.bookAppointment.execute(BETO_ID, { ...NEXT_MONDAY, notes: ' Portón verde ' });

    if (!result.ok) throw result.error;
    const { appointment, service, client, provider } = result.value;
    expect(appointment.toProps()).toMatchObject({
      serviceId: GARDEN_ID,
      clientId: BETO_ID,
      providerId: ANA_ID,
      date: '2026-03-09',
      timeSlot: '10:00',
      status: 'pending',
      notes: 'Portón verde',
      createdAt: kit.clock.now(),
    });
    expect(appointment.slotKey).toBe(`${GARDEN_ID}|2026-03-09|10:00`);
    expect([service?.title, client?.name, provider?.name]).toEqual([
      'Jardinería y poda',
      'Beto Gómez',
      'Ana Pérez',
    ]);
    expect(kit.appointments.rows.size).toBe(1);
  });

  it('refuses a national holiday the service skips, and books it when the service works on feriados', async () => {
    const kit = createSchedulingTestKit();
    kit.holidays.add(NEXT_MONDAY.date, 'Feriado de prueba');

    const refused = await kit.bookAppointment.execute(BETO_ID, NEXT_MONDAY);
    expect(refused.ok || refused.error.code).toBe('SCHEDULING.HOLIDAY');
    expect(kit.appointments.rows.size).toBe(0);

    kit.catalog.change(GARDEN_ID, { skipsNationalHolidays: false });
    expect((await kit.bookAppointment.execute(BETO_ID, NEXT_MONDAY)).ok).toBe(true);
  });

  it('answers a holiday outside the horizon as outside the horizon', async () => {
    const kit = createSchedulingTestKit();
    kit.holidays.add('2026-04-06', 'Feriado de prueba');

    const result = await kit.bookAppointment.execute(BETO_ID, { ...NEXT_MONDAY, date: '2026-04-06' });

    expect(result.ok || result.error.code).toBe('SCHEDULING.OUTSIDE_HORIZON');
  });

  it('refuses a slot another request holds, and takes it again once that one frees it', async () => {
    const kit = createSchedulingTestKit();
    const first = await kit.book();

    const taken = await kit.bookAppointment.execute(CARLA_ID, NEXT_MONDAY);
    expect(taken.ok || taken.error.code).toBe('SCHEDULING.SLOT_TAKEN');

    await kit.changeStatus.execute(BETO_ID, first.id, { status: 'cancelled' });
    expect((await kit.bookAppointment.execute(CARLA_ID, NEXT_MONDAY)).ok).toBe(true);
    expect(kit.appointments.rows.size).toBe(2);
  });

  it('lets the unique slot key settle a race that both free-slot checks missed', async () => {
    const kit = createSchedulingTestKit();
    const results = await Promise.all(
      [BETO_ID, CARLA_ID].map((clientId) => kit.bookAppointment.execute(clientId, NEXT_MONDAY)),
    );

    expect(results.map((result) => result.ok || result.error.code)).toEqual([true, 'SCHEDULING.SLOT_TAKEN']);
  });

  it.each([
    ['the provider on their own service', ANA_ID, NEXT_MONDAY, 'SCHEDULING.OWN_SERVICE'],
    ['an unknown service', BETO_ID, { ...NEXT_MONDAY, serviceId: 99 }, 'CATALOG.SERVICE_NOT_FOUND'],
    [
      'a day outside the horizon',
      BETO_ID,
      { ...NEXT_MONDAY, date: '2026-04-06' },
      'SCHEDULING.OUTSIDE_HORIZON',
    ],
    ['a past day', BETO_ID, { ...NEXT_MONDAY, date: '2026-02-23' }, 'SCHEDULING.OUTSIDE_HORIZON'],
    ['a day without ranges', BETO_ID, { ...NEXT_MONDAY, date: '2026-03-10' }, 'SCHEDULING.DAY_UNAVAILABLE'],
    ['a time that is not a slot', BETO_ID, { ...NEXT_MONDAY, time: '10:30' }, 'SCHEDULING.NOT_A_SLOT'],
    [
      "today's started slot",
      BETO_ID,
      { ...NEXT_MONDAY, date: '2026-03-02', time: '09:00' },
      'SCHEDULING.SLOT_STARTED',
    ],
  ])('refuses %s', async (_case, clientId, command, code) => {
    const kit = createSchedulingTestKit();

    const result = await kit.bookAppointment.execute(clientId, command);

    expect(result.ok || result.error.code).toBe(code);
    expect(kit.appointments.rows.size).toBe(0);
  });

  it('refuses a paused or deleted service, but tells its provider it is their own while paused', async () => {
    const kit = createSchedulingTestKit();
    kit.catalog.change(GARDEN_ID, { isActive: false });
    const codeFor = async (clientId: number) => {
      const result = await kit.bookAppointment.execute(clientId, NEXT_MONDAY);
      return result.ok || result.error.code;
    };

    expect(await codeFor(BETO_ID)).toBe('CATALOG.SERVICE_NOT_FOUND');
    expect(await codeFor(ANA_ID)).toBe('SCHEDULING.OWN_SERVICE');
    kit.catalog.add(gardenService({ isDeleted: true }));
    expect(await codeFor(BETO_ID)).toBe('CATALOG.SERVICE_NOT_FOUND');
  });
});
