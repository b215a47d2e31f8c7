import {
  ANA_ID,
  BETO_ID,
  createSchedulingTestKit,
  GARDEN_ID,
  NEXT_MONDAY,
} from '../testing/scheduling-test-kit';

describe('GetServiceCalendar', () => {
  it('lists the horizon from today, a Monday free until every slot is taken', async () => {
    const kit = createSchedulingTestKit();
    for (const time of ['09:00', '10:00', '11:00', '12:00']) await kit.book({ time });

    const result = await kit.getCalendar.execute(GARDEN_ID);

    if (!result.ok) throw result.error;
    expect(result.value).toMatchObject({ startDate: '2026-03-02', endDate: '2026-04-01' });
    expect(result.value.days).toHaveLength(31);
    const free = result.value.days.filter((day) => day.hasAvailability).map((day) => day.date);
    // Today still has 10:00-12:00; next Monday is full.
    expect(free).toEqual(['2026-03-02', '2026-03-16', '2026-03-23', '2026-03-30']);
  });

  it('shows a paused service to its provider only', async () => {
    const kit = createSchedulingTestKit();
    kit.catalog.change(GARDEN_ID, { isActive: false });

    expect((await kit.getCalendar.execute(GARDEN_ID, ANA_ID)).ok).toBe(true);
    for (const viewer of [BETO_ID, undefined]) {
      const hidden = await kit.getCalendar.execute(GARDEN_ID, viewer);
      expect(hidden.ok || hidden.error.code).toBe('CATALOG.SERVICE_NOT_FOUND');
    }
  });
});

describe('GetDayAvailability', () => {
  it("marks the day's held and started slots unavailable", async () => {
    const kit = createSchedulingTestKit();
    await kit.book({ date: '2026-03-02', time: '11:00' });

    const result = await kit.getDayAvailability.execute(GARDEN_ID, '2026-03-02');

    expect(result.ok && result.value.map(({ slot, available }) => [slot.time, available])).toEqual([
      ['09:00', false],
      ['10:00', true],
      ['11:00', false],
      ['12:00', true],
    ]);
  });

  it('answers no slots for a day without ranges and refuses a day outside the horizon', async () => {
    const kit = createSchedulingTestKit();

    const tuesday = await kit.getDayAvailability.execute(GARDEN_ID, '2026-03-03');
    expect(tuesday.ok && tuesday.value).toEqual([]);
    for (const date of ['2026-03-01', '2026-04-06']) {
      const outside = await kit.getDayAvailability.execute(GARDEN_ID, date);
      expect(outside.ok || outside.error.code).toBe('SCHEDULING.OUTSIDE_HORIZON');
    }
    const unknown = await kit.getDayAvailability.execute(99, NEXT_MONDAY.date);
    expect(unknown.ok || unknown.error.code).toBe('CATALOG.SERVICE_NOT_FOUND');
  });
});

describe('national holidays', () => {
  const HOLIDAY = '2026-03-16';
  const NAME = 'Feriado de prueba';

  it('close a Monday in the calendar of a service that skips them, named, with one holidays read', async () => {
    const kit = createSchedulingTestKit();
    kit.holidays.add(HOLIDAY, NAME);

    const result = await kit.getCalendar.execute(GARDEN_ID);

    if (!result.ok) throw result.error;
    expect(result.value.days.find((day) => day.date === HOLIDAY)).toEqual({
      date: HOLIDAY,
      hasAvailability: false,
      holiday: NAME,
    });
    expect(result.value.days.filter((day) => day.hasAvailability).map((day) => day.date)).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-23',
      '2026-03-30',
    ]);
    expect(kit.holidays.reads).toEqual([['2026-03-02', '2026-04-01']]);
  });

  it('leave the slots of a service that works on them, and only name the day', async () => {
    const kit = createSchedulingTestKit();
    kit.holidays.add(HOLIDAY, NAME);
    kit.catalog.change(GARDEN_ID, { skipsNationalHolidays: false });

    const calendar = await kit.getCalendar.execute(GARDEN_ID);
    const day = await kit.getDayAvailability.execute(GARDEN_ID, HOLIDAY);

    expect(calendar.ok && calendar.value.days.find((entry) => entry.date === HOLIDAY)).toEqual({
      date: HOLIDAY,
      hasAvailability: true,
      holiday: NAME,
    });
    expect(day.ok && day.value.map(({ slot }) => slot.time)).toEqual(['09:00', '10:00', '11:00', '12:00']);
  });

  it('have no slots in the day availability of a service that skips them', async () => {
    const kit = createSchedulingTestKit();
    kit.holidays.add(HOLIDAY, NAME);

    const result = await kit.getDayAvailability.execute(GARDEN_ID, HOLIDAY);

    expect(result.ok && result.value).toEqual([]);
  });
});
