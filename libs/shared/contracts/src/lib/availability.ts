/**
 * Weekly availability (spec section 3): per weekday, a list of 'HH:MM-HH:MM' ranges. The parsing
 * and checks are pure so the web wizard and the server apply the same rules with the same messages.
 */

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  monday: 'Lunes',
  tuesday: 'Martes',
  wednesday: 'Miércoles',
  thursday: 'Jueves',
  friday: 'Viernes',
  saturday: 'Sábado',
  sunday: 'Domingo',
};

/** What the API sends and receives: every weekday with its ranges ([] = not available that day). */
export type Availability = Record<Weekday, string[]>;

/** A range in minutes since midnight. */
export interface TimeRange {
  readonly start: number;
  readonly end: number;
}

/** Most ranges one day may hold: hourly slots around the clock. */
export const MAX_SLOTS_PER_DAY = 24;

const RANGE_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;

export const AVAILABILITY_MESSAGES = {
  daySlotsRequired: (day: Weekday) => `Agrega horarios para ${WEEKDAY_LABELS[day]}`,
  slotFormat: (day: Weekday) => `Revisa los horarios del ${WEEKDAY_LABELS[day]}: usa el formato HH:MM-HH:MM`,
  slotOrder: (day: Weekday, slot: string) =>
    `El horario ${slot} del ${WEEKDAY_LABELS[day]} debe terminar después de empezar`,
  slotOverlap: (day: Weekday, first: string, second: string) =>
    `Los horarios ${first} y ${second} del ${WEEKDAY_LABELS[day]} se superponen`,
  tooManySlots: (day: Weekday) => `El ${WEEKDAY_LABELS[day]} admite hasta ${MAX_SLOTS_PER_DAY} horarios`,
} as const;

/** 'HH:MM-HH:MM' (24 h, zero-padded) as minutes; undefined when the text has another form. */
export function parseTimeRange(text: string): TimeRange | undefined {
  const match = RANGE_PATTERN.exec(text);
  if (!match) return undefined;
  const [, startHours, startMinutes, endHours, endMinutes] = match.map(Number);
  return { start: startHours * 60 + startMinutes, end: endHours * 60 + endMinutes };
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The 24 h times from `from` to `to` (minutes since midnight, both included), every `step` minutes. */
export const clockTimes = (from: number, to: number, step: number): string[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => clock(from + index * step));

export function formatTimeRange({ start, end }: TimeRange): string {
  return `${clock(start)}-${clock(end)}`;
}

/** The wizard's { start: 'HH:MM', end: 'HH:MM' } as the API's 'HH:MM-HH:MM'. */
export const toTimeRangeText = ({ start, end }: { start: string; end: string }) => `${start}-${end}`;

/** Ranges that share a minute overlap; 09:00-12:00 and 12:00-13:00 only touch. */
export function timeRangesOverlap(first: TimeRange, second: TimeRange): boolean {
  return first.start < second.end && second.start < first.end;
}

/**
 * The first problem of one day's ranges, as the message to show, or undefined when they are valid:
 * each 'HH:MM-HH:MM' with start before end, at most MAX_SLOTS_PER_DAY, none overlapping another.
 * An empty list is valid (the day is off).
 */
export function daySlotsError(day: Weekday, slots: readonly unknown[]): string | undefined {
  if (slots.length > MAX_SLOTS_PER_DAY) return AVAILABILITY_MESSAGES.tooManySlots(day);
  const ranges: { text: string; range: TimeRange }[] = [];
  for (const slot of slots) {
    const range = typeof slot === 'string' ? parseTimeRange(slot) : undefined;
    if (!range) return AVAILABILITY_MESSAGES.slotFormat(day);
    if (range.start >= range.end) return AVAILABILITY_MESSAGES.slotOrder(day, slot as string);
    ranges.push({ text: slot as string, range });
  }
  ranges.sort((a, b) => a.range.start - b.range.start);
  for (let index = 1; index < ranges.length; index++) {
    const [previous, current] = [ranges[index - 1], ranges[index]];
    if (timeRangesOverlap(previous.range, current.range)) {
      return AVAILABILITY_MESSAGES.slotOverlap(day, previous.text, current.text);
    }
  }
  return undefined;
}

/** True when at least one weekday has a range (the service can be booked at all). */
export function hasAvailableDay(availability: Partial<Record<Weekday, readonly unknown[]>>): boolean {
  return WEEKDAYS.some((day) => (availability[day]?.length ?? 0) > 0);
}
