import type { NationalHolidays } from '../application/ports/national-holidays.port';

/** Holidays the test declares; `reads` records each range asked for, so tests can check one read a call. */
export class FakeNationalHolidays implements NationalHolidays {
  readonly reads: [string, string][] = [];
  private readonly holidays = new Map<string, string>();

  add(date: string, name: string): void {
    this.holidays.set(date, name);
  }

  between(from: string, to: string): ReadonlyMap<string, string> {
    this.reads.push([from, to]);
    return new Map([...this.holidays].filter(([date]) => date >= from && date <= to));
  }
}
