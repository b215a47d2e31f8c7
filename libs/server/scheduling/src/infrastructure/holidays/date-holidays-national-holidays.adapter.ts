import { Injectable } from '@nestjs/common';
import Holidays from 'date-holidays';
import { argentinaDateOf, ARGENTINA_TIME_ZONE } from '@changas/shared/util';
import type { NationalHolidays } from '../../application/ports/national-holidays.port';

/**
 * Argentina's national holidays from the `date-holidays` package, movable ones included (moved to
 * their Monday by the package's rules). Only type 'public' counts: the package lists the government's
 * bridge days ('Día no laborable con fines turísticos') and Christmas and New Year's eves as
 * 'optional', and Holy Thursday as 'bank', which are not feriados nacionales.
 * Each year is computed once and kept: a calendar asks for a month at most, many times a day.
 */
@Injectable()
export class DateHolidaysNationalHolidays implements NationalHolidays {
  private readonly calendar = new Holidays('AR', {
    languages: ['es'],
    timezone: ARGENTINA_TIME_ZONE,
    types: ['public'],
  });
  private readonly years = new Map<number, ReadonlyMap<string, string>>();

  between(from: string, to: string): ReadonlyMap<string, string> {
    const found = new Map<string, string>();
    for (let year = yearOf(from); year <= yearOf(to); year++) {
      for (const [date, name] of this.holidaysOf(year)) {
        if (date >= from && date <= to) found.set(date, name);
      }
    }
    return found;
  }

  private holidaysOf(year: number): ReadonlyMap<string, string> {
    let holidays = this.years.get(year);
    if (!holidays) {
      const byDate = new Map<string, string>();
      for (const { start, name } of this.calendar.getHolidays(year)) {
        const date = argentinaDateOf(start);
        // Two feriados on one day would both close it; the first name is enough to say why.
        if (!byDate.has(date)) byDate.set(date, name);
      }
      holidays = byDate;
      this.years.set(year, holidays);
    }
    return holidays;
  }
}

const yearOf = (date: string) => Number(date.slice(0, 4));
