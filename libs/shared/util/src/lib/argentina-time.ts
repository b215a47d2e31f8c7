import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { madeOnFirstUse } from './made-on-first-use';

dayjs.extend(utc);

/**
 * Every calendar rule of the product runs in Argentina's zone (UTC−3, no DST), on the server and in
 * the browser, whatever the machine's own zone (ARCHITECTURE section 5). Dates are 'YYYY-MM-DD',
 * times 'HH:MM' (24 h).
 */
export const ARGENTINA_TIME_ZONE = 'America/Argentina/Buenos_Aires';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a day that exists, written 'YYYY-MM-DD': '2026-02-30' and '2026-3-2' are not. */
export function isCalendarDate(text: string): boolean {
  // dayjs rolls '2026-02-30' over to March, so a real day is one that formats back to itself.
  return DATE_PATTERN.test(text) && dayjs.utc(text).format('YYYY-MM-DD') === text;
}

/** Minutes since midnight of an 'HH:MM' time; undefined for any other text. */
export function clockToMinutes(text: string): number | undefined {
  const match = CLOCK_PATTERN.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'HH:MM' of minutes since midnight: 570 → '09:30'. */
export const minutesToClock = (minutes: number): string =>
  `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;

/** 'YYYY-MM-DD' of a year, a month (1-12) and a day; a day past the month's end rolls over, as Date.UTC does. */
function isoDate(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Written by hand: toISOString() would cost three times as much, and a calendar calls this per day.
  return `${date.getUTCFullYear()}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`;
}

/** The year, month (1-12) and day of a 'YYYY-MM-DD' date. */
const partsOf = (date: string) => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
  day: Number(date.slice(8, 10)),
});

/**
 * Argentina's wall clock, from the time-zone database. Made once: dayjs's `tz()` builds a new formatter on
 * every call (`toLocaleString`), about 0.15 ms each on the server, and a calendar asks twice per request.
 */
const argentinaClock = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: ARGENTINA_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

/** The Argentine wall-clock reading of an instant, as numbers (month 1-12). */
function argentinaClockOf(instant: number) {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of argentinaClock().formatToParts(instant)) part[type] = Number(value);
  const { year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0 } = part;
  return { year, month, day, hour, minute, second };
}

/** How far Argentina's clock is ahead of UTC at an instant, in milliseconds (−3 h today). */
function argentinaOffsetAt(instant: number): number {
  const { year, month, day, hour, minute, second } = argentinaClockOf(instant);
  return Date.UTC(year, month - 1, day, hour, minute, second) - (instant - (instant % 1000));
}

/** The day an instant falls on in Argentina. */
export function argentinaDateOf(instant: Date): string {
  const { year, month, day } = argentinaClockOf(instant.getTime());
  return isoDate(year, month, day);
}

/** The instant of an Argentine wall-clock time: ('2026-03-02', 570) → 2026-03-02T12:30:00.000Z. */
export function argentinaInstant(date: string, minutes: number): Date {
  const { year, month, day } = partsOf(date);
  const asIfUtc = Date.UTC(year, month - 1, day, 0, minutes);
  // The offset at the wall-clock reading, checked again at the instant it gives, should the zone ever
  // change its offset between the two (daylight saving, as in 2008-2009).
  const guess = asIfUtc - argentinaOffsetAt(asIfUtc);
  return new Date(asIfUtc - argentinaOffsetAt(guess));
}

/** The date `days` after `date` (before, when negative); plain UTC arithmetic, as calendars loop over it. */
export function addDays(date: string, days: number): string {
  const { year, month, day } = partsOf(date);
  return isoDate(year, month, day + days);
}

/** 1 for Monday … 7 for Sunday (weeks start on Monday, spec section 2). */
export function isoWeekdayOf(date: string): number {
  const { year, month, day } = partsOf(date);
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}

/**
 * Writes calendar days ('YYYY-MM-DD') in Spanish with `options`. The day is formatted at UTC noon, so
 * no machine's zone shifts it, and the formatter is made on first use: the first one loads ICU's data.
 */
export function calendarDayWriter(
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (date: string) => string {
  const format = madeOnFirstUse(() => new Intl.DateTimeFormat('es-AR', { ...options, timeZone: 'UTC' }));
  return (date) => format().format(new Date(`${date}T12:00:00Z`));
}

const weekdayDayMonth = calendarDayWriter({ weekday: 'long', day: 'numeric', month: 'long' });

/** A day as people say it: '2026-12-01' → 'martes 1 de diciembre'. */
export const spokenDay = (date: string): string => weekdayDayMonth(date).replace(',', '');

/** A turno as people read it: ('2026-12-01', '10:00') → 'martes 1 de diciembre, 10:00 h'. */
export const turnoLabel = (date: string, time: string): string => `${spokenDay(date)}, ${time} h`;
