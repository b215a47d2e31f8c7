/**
 * @jest-environment ../../../tools/jest/machine-time-zone.environment.cjs
 */
import {
  addDays,
  argentinaDateOf,
  argentinaInstant,
  calendarDayWriter,
  clockToMinutes,
  isCalendarDate,
  isoWeekdayOf,
  minutesToClock,
  turnoLabel,
} from './argentina-time';

/** From tools/jest/machine-time-zone.environment.cjs. */
declare function setMachineTimeZone(zone: string): void;

const ZONES = ['UTC', 'Asia/Tokyo', 'America/Argentina/Buenos_Aires', 'Pacific/Kiritimati'];

describe('Argentina time', () => {
  it.each(ZONES)('places instants on Argentine days and clocks whatever the machine zone (%s)', (zone) => {
    setMachineTimeZone(zone);

    // 01:30 UTC on the 3rd is still 22:30 on the 2nd in Argentina.
    expect(argentinaDateOf(new Date('2026-03-03T01:30:00Z'))).toBe('2026-03-02');
    expect(argentinaDateOf(new Date('2026-03-03T03:00:00Z'))).toBe('2026-03-03');
    expect(argentinaInstant('2026-03-02', 570).toISOString()).toBe('2026-03-02T12:30:00.000Z');
    expect(argentinaInstant('2026-12-31', 23 * 60 + 30).toISOString()).toBe('2027-01-01T02:30:00.000Z');
    expect(argentinaDateOf(new Date('2026-03-03T02:59:59.999Z'))).toBe('2026-03-02');
    expect(argentinaInstant('2026-03-02', 0).toISOString()).toBe('2026-03-02T03:00:00.000Z');
  });

  it.each(ZONES)('follows the zone database, not a fixed offset: summer 2008-09 was UTC−2 (%s)', (zone) => {
    setMachineTimeZone(zone);

    expect(argentinaDateOf(new Date('2009-01-16T02:30:00Z'))).toBe('2009-01-16');
    expect(argentinaInstant('2009-01-16', 0).toISOString()).toBe('2009-01-16T02:00:00.000Z');
    // The day daylight saving ended (2009-03-15, 00:00 → 23:00 of the 14th): its midnight is the later one.
    expect(argentinaInstant('2009-03-16', 9 * 60).toISOString()).toBe('2009-03-16T12:00:00.000Z');
    expect(argentinaInstant('2009-03-14', 9 * 60).toISOString()).toBe('2009-03-14T11:00:00.000Z');
  });

  it('really runs under each zone: the machine offset changes with TZ', () => {
    const offsets = ZONES.map((zone) => {
      setMachineTimeZone(zone);
      return new Date('2026-03-02T12:00:00Z').getTimezoneOffset();
    });
    expect(offsets).toEqual([0, -540, 180, -840]);
  });

  it('accepts only days that exist, written YYYY-MM-DD', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const text of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-3-2',
      '02/03/2026',
      '2026-03-02T00:00',
      '',
    ]) {
      expect(isCalendarDate(text)).toBe(false);
    }
  });

  it('moves dates across months and years, and names the weekday from Monday', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isoWeekdayOf('2026-03-02')).toBe(1);
    expect(isoWeekdayOf('2026-03-08')).toBe(7);
  });

  it('reads and writes HH:MM clocks', () => {
    expect(clockToMinutes('09:30')).toBe(570);
    expect(clockToMinutes('23:59')).toBe(1439);
    for (const text of ['9:30', '24:00', '09:60', '09:30:00', ''])
      expect(clockToMinutes(text)).toBeUndefined();
    expect(minutesToClock(570)).toBe('09:30');
    expect(minutesToClock(0)).toBe('00:00');
  });

  it.each(ZONES)('names a turno by its Argentine weekday and date whatever the machine zone (%s)', (zone) => {
    setMachineTimeZone(zone);
    expect(turnoLabel('2026-12-01', '10:00')).toBe('martes 1 de diciembre, 10:00 h');
    expect(turnoLabel('2027-01-03', '08:30')).toBe('domingo 3 de enero, 08:30 h');
  });

  it.each(ZONES)('writes a calendar day as that day whatever the machine zone (%s)', (zone) => {
    setMachineTimeZone(zone);
    const longDay = calendarDayWriter({ dateStyle: 'long' });
    expect(longDay('2026-11-01')).toBe('1 de noviembre de 2026');
    expect(longDay('2026-12-31')).toBe('31 de diciembre de 2026');
    expect(calendarDayWriter({ day: '2-digit', month: '2-digit', year: 'numeric' })('2027-01-01')).toBe(
      '01/01/2027',
    );
  });
});
