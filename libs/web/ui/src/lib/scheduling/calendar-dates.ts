import { addDays, argentinaDateOf, calendarDayWriter, isoWeekdayOf } from '@changas/shared/util';

/**
 * Pure helpers of the booking calendar. Dates are 'YYYY-MM-DD' calendar days, months 'YYYY-MM'; both
 * are formatted at UTC so that the machine's own zone never shifts a day (ARCHITECTURE section 5).
 */

/** Cells of a month view: 6 weeks of 7 days (spec section 9). */
export const CALENDAR_CELLS = 42;

export const monthOf = (date: string): string => date.slice(0, 7);

/** The month `delta` months after `month` (before, when negative). */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1 + delta, 1)).toISOString().slice(0, 7);
}

/** The 42 days shown for a month, from the Monday on or before its first day. */
export function monthGrid(month: string): string[] {
  const first = `${month}-01`;
  const start = addDays(first, 1 - isoWeekdayOf(first));
  return Array.from({ length: CALENDAR_CELLS }, (_, index) => addDays(start, index));
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('es-AR') + text.slice(1);

const monthAndYear = calendarDayWriter({ month: 'long', year: 'numeric' });
const weekdayAndDate = calendarDayWriter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** '2026-03' → 'Marzo de 2026'. */
export const monthTitle = (month: string): string => capitalise(monthAndYear(`${month}-01`));

/** '2026-03-02' → 'Lunes, 2 de marzo de 2026'. */
export const longDate = (date: string): string => capitalise(weekdayAndDate(date));

/** '2026-03-24' → '24 de marzo'. */
export const dayAndMonth = calendarDayWriter({ day: 'numeric', month: 'long' });

/** '2026-03-02' → '02/03/2026'. */
export const shortDate = calendarDayWriter({ day: '2-digit', month: '2-digit', year: 'numeric' });

/** An instant as the day it was in Argentina: '2026-03-02T02:00:00Z' → '01/03/2026'. */
export const shortDateOfInstant = (iso: string): string => shortDate(argentinaDateOf(new Date(iso)));

/** Today in Argentina, whatever the machine's zone. */
export const argentinaToday = (): string => argentinaDateOf(new Date());

/**
 * Where a key moves the calendar's focus from `from`: a day or a week with the arrows, the week's
 * Monday or Sunday with Home and End, the same day of the previous or next month with PageUp and
 * PageDown (the month's last day when it is shorter). Undefined for any other key.
 */
export function calendarKeyTarget(key: string, from: string): string | undefined {
  const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
  if (key in moves) return addDays(from, moves[key]);
  if (key === 'Home') return addDays(from, 1 - isoWeekdayOf(from));
  if (key === 'End') return addDays(from, 7 - isoWeekdayOf(from));
  if (key !== 'PageUp' && key !== 'PageDown') return undefined;
  const month = shiftMonth(monthOf(from), key === 'PageUp' ? -1 : 1);
  const lastDay = Number(addDays(`${shiftMonth(month, 1)}-01`, -1).slice(8));
  return `${month}-${String(Math.min(Number(from.slice(8)), lastDay)).padStart(2, '0')}`;
}
