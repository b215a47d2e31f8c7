import type { CalendarDay } from './service-schedule.value-object';

/**
 * The national holidays of some days as one service keeps them: a service that skips feriados has no
 * slot on one; any other keeps its slots, and its calendar still names the day.
 */
export class HolidayClosure {
  /** `holidays`: date → name, for at least the days asked about. */
  constructor(
    private readonly holidays: ReadonlyMap<string, string>,
    private readonly skipsHolidays: boolean,
  ) {}

  closes(date: string): boolean {
    return this.skipsHolidays && this.holidays.has(date);
  }

  /** The calendar's days with each holiday named, and without availability where the service closes. */
  applyTo(days: readonly CalendarDay[]): CalendarDay[] {
    return days.map((day) => {
      const holiday = this.holidays.get(day.date);
      if (holiday === undefined) return day;
      return { ...day, holiday, hasAvailability: day.hasAvailability && !this.skipsHolidays };
    });
  }
}
