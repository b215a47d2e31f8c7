import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

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

/** 'HH:MM' of minutes since midnight: 570 → '09:30'. */
export const minutesToClock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The day an instant falls on in Argentina. */
export const argentinaDateOf = (instant: Date): string =>
  dayjs(instant).tz(ARGENTINA_TIME_ZONE).format('YYYY-MM-DD');

/** The instant of an Argentine wall-clock time: ('2026-03-02', 570) → 2026-03-02T12:30:00.000Z. */
export const argentinaInstant = (date: string, minutes: number): Date =>
  dayjs.tz(`${date} ${minutesToClock(minutes)}`, ARGENTINA_TIME_ZONE).toDate();

/** The date `days` after `date` (before, when negative); plain UTC arithmetic, as calendars loop over it. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 1 for Monday … 7 for Sunday (weeks start on Monday, spec section 2). */
export const isoWeekdayOf = (date: string): number => ((dayjs.utc(date).day() + 6) % 7) + 1;

const TURNO_DAY_FORMAT = new Intl.DateTimeFormat('es-AR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** A turno as people read it: ('2026-12-01', '10:00') → 'martes 1 de diciembre, 10:00 h'. */
export const turnoLabel = (date: string, time: string): string =>
  `${TURNO_DAY_FORMAT.format(new Date(`${date}T12:00:00Z`)).replace(',', '')}, ${time} h`;
