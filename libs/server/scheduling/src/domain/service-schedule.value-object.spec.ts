/**
 * @jest-environment ../../../tools/jest/machine-time-zone.environment.cjs
 */
import { parseTimeRange, type TimeRange } from '@changas/shared/contracts';
import { minutesToClock as clock } from '@changas/shared/util';
import {
  type HeldTime,
  ServiceSchedule,
  type ServiceScheduleProps,
  slotStarts,
} from './service-schedule.value-object';

/** From tools/jest/machine-time-zone.environment.cjs. */
declare function setMachineTimeZone(zone: string): void;

const ranges = (...texts: string[]) => texts.map((text) => parseTimeRange(text) as TimeRange);

const schedule = (overrides: Partial<ServiceScheduleProps> = {}) =>
  new ServiceSchedule({
    serviceId: 7,
    providerId: 1,
    durationMinutes: 60,
    bookingWindowDays: 30,
    // 2026-03-02 is a Monday.
    weeklyRanges: { monday: ranges('09:00-13:00'), tuesday: ranges('08:00-10:00') },
    ...overrides,
  });

/** 09:00 in Argentina (UTC−3) on Monday 2026-03-02. */
const MONDAY_NINE = new Date('2026-03-02T12:00:00Z');
const held = (startIso: string, endIso: string): HeldTime => ({
  startsAt: new Date(startIso),
  endsAt: new Date(endIso),
});

describe('slotStarts', () => {
  it('cuts each range into consecutive slots that fit, dropping a shorter remainder', () => {
    expect(slotStarts(ranges('09:00-12:00'), 120).map(clock)).toEqual(['09:00']);
    expect(slotStarts(ranges('09:00-13:00', '14:00-18:00'), 150).map(clock)).toEqual(['09:00', '14:00']);
    expect(slotStarts(ranges('08:30-10:00'), 30).map(clock)).toEqual(['08:30', '09:00', '09:30']);
    expect(slotStarts(ranges('10:00-10:59'), 60)).toEqual([]);
    expect(slotStarts(ranges('20:00-23:59'), 180).map(clock)).toEqual(['20:00']);
  });
});

describe('ServiceSchedule', () => {
  it('gives each slot its Argentine day, time and instants', () => {
    expect(schedule({ durationMinutes: 120 }).slotsOn('2026-03-02')).toEqual([
      {
        date: '2026-03-02',
        time: '09:00',
        startsAt: new Date('2026-03-02T12:00:00Z'),
        endsAt: new Date('2026-03-02T14:00:00Z'),
      },
      {
        date: '2026-03-02',
        time: '11:00',
        startsAt: new Date('2026-03-02T14:00:00Z'),
        endsAt: new Date('2026-03-02T16:00:00Z'),
      },
    ]);
    expect(schedule().slotsOn('2026-03-04')).toEqual([]);
  });

  it('opens the horizon today and closes it 30 days later, whatever a longer window says', () => {
    for (const bookingWindowDays of [30, 120]) {
      const service = schedule({ bookingWindowDays });
      expect(service.horizon(MONDAY_NINE)).toEqual({ startDate: '2026-03-02', endDate: '2026-04-01' });
      expect(service.isWithinHorizon('2026-03-01', MONDAY_NINE)).toBe(false);
      expect(service.isWithinHorizon('2026-03-02', MONDAY_NINE)).toBe(true);
      expect(service.isWithinHorizon('2026-04-01', MONDAY_NINE)).toBe(true);
      expect(service.isWithinHorizon('2026-04-02', MONDAY_NINE)).toBe(false);
    }
  });

  it('lists the 31 days of the horizon, a day free while one of its slots is', () => {
    const service = schedule();
    // Monday 10:00-11:00 is held; 09:00 has started; 11:00 and 12:00 are free.
    const days = service.calendar(new Date('2026-03-02T12:30:00Z'), [
      held('2026-03-02T13:00:00Z', '2026-03-02T14:00:00Z'),
    ]);

    expect(days).toHaveLength(31);
    expect(days.slice(0, 3)).toEqual([
      { date: '2026-03-02', hasAvailability: true },
      { date: '2026-03-03', hasAvailability: true },
      { date: '2026-03-04', hasAvailability: false },
    ]);
    expect(days.filter((day) => day.hasAvailability)).toHaveLength(10);
  });

  it('takes every slot that a held time overlaps, also one of another length', () => {
    const plan = schedule().dayPlan('2026-03-09', MONDAY_NINE, [
      held('2026-03-09T13:30:00Z', '2026-03-09T14:30:00Z'),
    ]);

    expect(plan.map(({ slot, available }) => [slot.time, available])).toEqual([
      ['09:00', true],
      ['10:00', false],
      ['11:00', false],
      ['12:00', true],
    ]);
  });

  describe.each(['UTC', 'Asia/Tokyo', 'America/Argentina/Buenos_Aires'])('on a machine in %s', (zone) => {
    beforeEach(() => setMachineTimeZone(zone));

    it("closes today's slots once they start in Argentina", () => {
      const plan = schedule().dayPlan('2026-03-02', new Date('2026-03-02T13:00:00Z'), []);

      expect(plan.map(({ slot, available }) => [slot.time, available])).toEqual([
        ['09:00', false],
        ['10:00', false],
        ['11:00', true],
        ['12:00', true],
      ]);
    });

    it("keeps Argentina's today late at night, when the machine's day is already the next", () => {
      // 22:30 on Monday in Argentina: Tuesday 01:30 in UTC, Tuesday 10:30 in Tokyo.
      const lateMonday = new Date('2026-03-03T01:30:00Z');
      const service = schedule({
        weeklyRanges: { monday: ranges('20:00-23:30'), tuesday: ranges('08:00-10:00') },
      });

      expect(service.horizon(lateMonday).startDate).toBe('2026-03-02');
      expect(service.calendar(lateMonday, []).slice(0, 2)).toEqual([
        { date: '2026-03-02', hasAvailability: false },
        { date: '2026-03-03', hasAvailability: true },
      ]);
      expect(service.slotToBook('2026-03-03', '08:00', lateMonday, []).ok).toBe(true);
    });
  });

  describe('slotToBook', () => {
    const codeOf = (date: string, time: string, heldTimes: HeldTime[] = []) => {
      const result = schedule().slotToBook(date, time, MONDAY_NINE, heldTimes);
      return result.ok ? 'ok' : result.error.code;
    };

    it('answers a free slot of the horizon', () => {
      const result = schedule().slotToBook('2026-03-02', '10:00', MONDAY_NINE, []);
      expect(result.ok && result.value.startsAt).toEqual(new Date('2026-03-02T13:00:00Z'));
    });

    it('refuses, in order, a day outside the horizon, a day without ranges, a time off the grid, a started or a held slot', () => {
      expect(codeOf('2026-03-01', '10:00')).toBe('SCHEDULING.OUTSIDE_HORIZON');
      expect(codeOf('2026-04-06', '10:00')).toBe('SCHEDULING.OUTSIDE_HORIZON');
      expect(codeOf('2026-03-04', '10:00')).toBe('SCHEDULING.DAY_UNAVAILABLE');
      expect(codeOf('2026-03-02', '10:30')).toBe('SCHEDULING.NOT_A_SLOT');
      expect(codeOf('2026-03-02', '13:00')).toBe('SCHEDULING.NOT_A_SLOT');
      expect(codeOf('2026-03-02', '09:00')).toBe('SCHEDULING.SLOT_STARTED');
      expect(codeOf('2026-03-30', '12:00', [held('2026-03-30T15:00:00Z', '2026-03-30T16:00:00Z')])).toBe(
        'SCHEDULING.SLOT_TAKEN',
      );
      expect(codeOf('2026-03-30', '12:00', [held('2026-03-30T14:00:00Z', '2026-03-30T15:00:00Z')])).toBe(
        'ok',
      );
    });
  });
});
