import Holidays from 'date-holidays';
import { parseTimeRange, type TimeRange, WEEKDAYS } from '@changas/shared/contracts';
import { addDays, argentinaInstant } from '@changas/shared/util';
import { ManualClock } from '@changas/server/kernel/testing';
import { GetDayAvailability } from '../../application/get-day-availability.query';
import { GetServiceCalendar } from '../../application/get-service-calendar.query';
import { ServiceSchedule } from '../../domain/service-schedule.value-object';
import { InMemoryAppointmentRepository } from '../../testing/appointment.in-memory-repository';
import { GARDEN_ID, gardenService } from '../../testing/scheduling-test-kit';
import { FakeServiceCatalog } from '../../testing/service-catalog.fake';
import { DateHolidaysNationalHolidays } from './date-holidays-national-holidays.adapter';

/** The package's own list of the year's public holidays for Argentina, independently of the adapter. */
const publicHolidaysOf = (year: number): string[] =>
  new Holidays('AR')
    .getHolidays(year)
    .filter(({ type }) => type === 'public')
    .map(({ date }) => date.slice(0, 10));

const MORNINGS = parseTimeRange('09:00-13:00') as TimeRange;

/** The garden service open every morning of the week, so only a holiday can leave a day without slots. */
function everyMorningService(skipsNationalHolidays: boolean) {
  const catalog = new FakeServiceCatalog();
  catalog.add(
    gardenService({
      skipsNationalHolidays,
      schedule: new ServiceSchedule({
        serviceId: GARDEN_ID,
        providerId: 1,
        durationMinutes: 60,
        bookingWindowDays: 30,
        weeklyRanges: Object.fromEntries(WEEKDAYS.map((day) => [day, [MORNINGS]])),
      }),
    }),
  );
  return catalog;
}

/** The calendar day and the slots of `date`, asked the evening before it. */
async function seenTheEveBefore(date: string, skipsNationalHolidays: boolean) {
  const catalog = everyMorningService(skipsNationalHolidays);
  const appointments = new InMemoryAppointmentRepository();
  const holidays = new DateHolidaysNationalHolidays();
  const clock = new ManualClock(argentinaInstant(addDays(date, -1), 20 * 60));
  const calendar = await new GetServiceCalendar(catalog, appointments, holidays, clock).execute(GARDEN_ID);
  const slots = await new GetDayAvailability(catalog, appointments, holidays, clock).execute(GARDEN_ID, date);
  if (!calendar.ok) throw calendar.error;
  if (!slots.ok) throw slots.error;
  return { day: calendar.value.days.find((entry) => entry.date === date), slots: slots.value };
}

describe('DateHolidaysNationalHolidays', () => {
  const adapter = new DateHolidaysNationalHolidays();

  it.each([2026, 2027])('lists exactly the public holidays of %i that the package gives for AR', (year) => {
    const listed = adapter.between(`${year}-01-01`, `${year}-12-31`);

    expect([...listed.keys()].sort()).toEqual([...new Set(publicHolidaysOf(year))].sort());
  });

  it('moves the movable ones to their Monday and leaves out bridge days, eves and Holy Thursday', () => {
    const listed = adapter.between('2026-01-01', '2027-12-31');

    expect(listed.get('2026-11-23')).toBe('Día de la Soberanía Nacional');
    expect(listed.has('2026-11-20')).toBe(false);
    expect(listed.get('2026-12-08')).toBe('Inmaculada Concepción de María');
    expect(listed.get('2026-02-16')).toBe('Carnaval');
    expect(listed.get('2026-06-15')).toBe('Paso a la Inmortalidad del General Don Martín Miguel de Güemes');
    expect(listed.get('2027-10-11')).toBe('Día del Respeto a la Diversidad Cultural');
    // Puentes ('Día no laborable con fines turísticos'), Nochebuena and Jueves Santo are not feriados.
    for (const notPublic of ['2026-03-23', '2026-07-10', '2026-12-07', '2026-12-24', '2027-03-25']) {
      expect(listed.has(notPublic)).toBe(false);
    }
    // Malvinas and Jueves Santo share 2026-04-02: the public holiday names it.
    expect(listed.get('2026-04-02')).toBe('Día del Veterano y de los Caídos en la Guerra de Malvinas');
  });

  it('answers a range across New Year from both years', () => {
    expect([...adapter.between('2026-12-20', '2027-01-05')]).toEqual([
      ['2026-12-25', 'Navidad'],
      ['2027-01-01', 'Año Nuevo'],
    ]);
  });

  it.each([...publicHolidaysOf(2026), ...publicHolidaysOf(2027)])(
    'leaves %s without slots for a service that skips feriados, and with them for one that does not',
    async (date) => {
      const skipping = await seenTheEveBefore(date, true);
      expect(skipping.day).toMatchObject({ date, hasAvailability: false, holiday: expect.any(String) });
      expect(skipping.slots).toEqual([]);

      const working = await seenTheEveBefore(date, false);
      expect(working.day).toMatchObject({ date, hasAvailability: true, holiday: skipping.day?.holiday });
      expect(working.slots.map(({ slot }) => slot.time)).toEqual(['09:00', '10:00', '11:00', '12:00']);
    },
  );
});
