import { BOOKING_HORIZON_MAX_DAYS, type TimeRange, type Weekday, WEEKDAYS } from '@changas/shared/contracts';
import {
  addDays,
  argentinaDateOf,
  argentinaInstant,
  isoWeekdayOf,
  minutesToClock,
} from '@changas/shared/util';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import { SchedulingErrors } from './scheduling.errors';

/** A stretch of time an appointment occupies. */
export interface HeldTime {
  readonly startsAt: Date;
  readonly endsAt: Date;
}

/** One bookable slot: its Argentine day and 'HH:MM', and the instants it starts and ends. */
export interface Slot extends HeldTime {
  readonly date: string;
  readonly time: string;
}

export interface SlotAvailability {
  readonly slot: Slot;
  readonly available: boolean;
}

/** The days a client may book: from today to endDate, both included, in Argentina. */
export interface BookingHorizon {
  readonly startDate: string;
  readonly endDate: string;
}

export interface CalendarDay {
  readonly date: string;
  readonly hasAvailability: boolean;
  /** The national holiday's name, when the day is one (see HolidayClosure). */
  readonly holiday?: string;
}

/** What scheduling needs to know about a service to cut it into slots; the catalog owns these data. */
export interface ServiceScheduleProps {
  readonly serviceId: number;
  readonly providerId: number;
  readonly durationMinutes: number;
  readonly bookingWindowDays: number;
  readonly weeklyRanges: Readonly<Partial<Record<Weekday, readonly TimeRange[]>>>;
}

/**
 * The start minutes of consecutive slots of `duration` that fit inside each range: 09:00-12:00 with
 * 120 minutes gives 09:00 only, the last hour being too short for another slot.
 */
export function slotStarts(ranges: readonly TimeRange[], duration: number): number[] {
  return ranges.flatMap(({ start, end }) => {
    const starts: number[] = [];
    for (let minute = start; minute + duration <= end; minute += duration) starts.push(minute);
    return starts;
  });
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Whether the time from `start` to `end` (epoch milliseconds) overlaps a held time. */
const overlapsAt = (start: number, end: number, held: HeldTime) =>
  start < held.endsAt.getTime() && held.startsAt.getTime() < end;

const overlaps = (slot: HeldTime, held: HeldTime) =>
  overlapsAt(slot.startsAt.getTime(), slot.endsAt.getTime(), held);

/**
 * The slot engine (ARCHITECTURE section 5): a service's weekly ranges cut into slots of its duration,
 * on Argentine days, within the booking horizon. A slot is free when it has not started and no
 * appointment that holds its time overlaps it. Pure: "now" and the held times are given.
 */
export class ServiceSchedule {
  constructor(private readonly props: ServiceScheduleProps) {}

  get serviceId(): number {
    return this.props.serviceId;
  }

  get providerId(): number {
    return this.props.providerId;
  }

  horizon(now: Date): BookingHorizon {
    const startDate = argentinaDateOf(now);
    const days = Math.min(this.props.bookingWindowDays, BOOKING_HORIZON_MAX_DAYS);
    return { startDate, endDate: addDays(startDate, days) };
  }

  isWithinHorizon(date: string, now: Date): boolean {
    const { startDate, endDate } = this.horizon(now);
    return date >= startDate && date <= endDate;
  }

  /** Every slot of a day, taken or not. */
  slotsOn(date: string): Slot[] {
    return this.slotsAt(date, argentinaInstant(date, 0).getTime());
  }

  /** Each slot of a day with whether it can still be booked at `now`. */
  dayPlan(date: string, now: Date, held: readonly HeldTime[]): SlotAvailability[] {
    return this.slotsOn(date).map((slot) => ({ slot, available: isFree(slot, now, held) }));
  }

  /** Each day of the horizon with whether any of its slots can still be booked. */
  calendar(now: Date, held: readonly HeldTime[]): CalendarDay[] {
    const { startDate, endDate } = this.horizon(now);
    const firstMidnight = argentinaInstant(startDate, 0).getTime();
    const duration = this.props.durationMinutes * MINUTE_MS;
    const days: CalendarDay[] = [];
    for (let index = 0, date = startDate; date <= endDate; index++, date = addDays(date, 1)) {
      const midnight = firstMidnight + index * DAY_MS;
      // A day's slots lie within it: only what is held that day can take one.
      const heldThatDay = held.filter((taken) => overlapsAt(midnight, midnight + DAY_MS, taken));
      const hasAvailability = this.startsOn(date).some((start) => {
        const startsAt = midnight + start * MINUTE_MS;
        return isFreeAt(startsAt, startsAt + duration, now, heldThatDay);
      });
      days.push({ date, hasAvailability });
    }
    return days;
  }

  /** The slot a client asks for, or why it cannot be booked, checked from the day down to the minute. */
  slotToBook(date: string, time: string, now: Date, held: readonly HeldTime[]): Result<Slot> {
    if (!this.isWithinHorizon(date, now)) return err(SchedulingErrors.outsideHorizon());
    const slots = this.slotsOn(date);
    if (slots.length === 0) return err(SchedulingErrors.dayUnavailable());
    const slot = slots.find((candidate) => candidate.time === time);
    if (!slot) return err(SchedulingErrors.notASlot());
    if (slot.startsAt <= now) return err(SchedulingErrors.slotStarted());
    if (held.some((taken) => overlaps(slot, taken))) return err(SchedulingErrors.slotTaken());
    return ok(slot);
  }

  /**
   * The slots of `date`, whose midnight in Argentina is `midnight`. Argentina keeps one offset all
   * year (no DST), so every instant of its days is a midnight plus minutes: one zone conversion
   * serves a whole calendar.
   */
  private slotsAt(date: string, midnight: number): Slot[] {
    const duration = this.props.durationMinutes;
    const at = (minutes: number) => new Date(midnight + minutes * MINUTE_MS);
    return this.startsOn(date).map((start) => ({
      date,
      time: minutesToClock(start),
      startsAt: at(start),
      endsAt: at(start + duration),
    }));
  }

  /** The start minutes of a day's slots, from its weekday's ranges; each weekday is cut once. */
  private startsOn(date: string): readonly number[] {
    const weekday = WEEKDAYS[isoWeekdayOf(date) - 1];
    let starts = this.startsByWeekday.get(weekday);
    if (!starts) {
      starts = slotStarts(this.props.weeklyRanges[weekday] ?? [], this.props.durationMinutes);
      this.startsByWeekday.set(weekday, starts);
    }
    return starts;
  }

  private readonly startsByWeekday = new Map<Weekday, readonly number[]>();
}

function isFree(slot: Slot, now: Date, held: readonly HeldTime[]): boolean {
  return isFreeAt(slot.startsAt.getTime(), slot.endsAt.getTime(), now, held);
}

/** A slot from `start` to `end` (epoch milliseconds) is free when it has not started and nothing held overlaps it. */
function isFreeAt(start: number, end: number, now: Date, held: readonly HeldTime[]): boolean {
  return start > now.getTime() && !held.some((taken) => overlapsAt(start, end, taken));
}
