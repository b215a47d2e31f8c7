import {
  type Availability,
  daySlotsError,
  type FieldErrors,
  formatTimeRange,
  parseTimeRange,
  SERVICE_RULES,
  type TimeRange,
  type Weekday,
  WEEKDAYS,
} from '@changas/shared/contracts';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import { CatalogErrors } from './catalog.errors';

/**
 * When a service can be booked: per weekday, ranges 'HH:MM-HH:MM' that start before they end and do
 * not overlap, at least one in the week. Ranges are kept in time order, in canonical form.
 */
export class WeeklyAvailability {
  private constructor(private readonly ranges: Readonly<Record<Weekday, readonly TimeRange[]>>) {}

  /** Days left out are off; keys that are not weekdays are ignored. */
  static create(input: Partial<Record<Weekday, readonly string[]>>): Result<WeeklyAvailability> {
    const fieldErrors: FieldErrors = {};
    for (const day of WEEKDAYS) {
      const problem = daySlotsError(day, input[day] ?? []);
      if (problem) fieldErrors[`availability.${day}`] = problem;
    }
    if (Object.keys(fieldErrors).length > 0) return err(CatalogErrors.invalidService(fieldErrors));

    const availability = WeeklyAvailability.restore(input);
    if (availability.isEmpty()) {
      return err(CatalogErrors.invalidService({ availability: SERVICE_RULES.create.availability.required }));
    }
    return ok(availability);
  }

  /** From stored ranges, already valid. */
  static restore(days: Partial<Record<Weekday, readonly string[]>>): WeeklyAvailability {
    const ranges = Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        (days[day] ?? [])
          .map((slot) => parseTimeRange(slot))
          .filter((range): range is TimeRange => range !== undefined)
          .sort((a, b) => a.start - b.start),
      ]),
    ) as Record<Weekday, TimeRange[]>;
    return new WeeklyAvailability(ranges);
  }

  rangesOf(day: Weekday): readonly TimeRange[] {
    return this.ranges[day];
  }

  isEmpty(): boolean {
    return WEEKDAYS.every((day) => this.ranges[day].length === 0);
  }

  /** Every weekday with its ranges as the API writes them. */
  toJSON(): Availability {
    return Object.fromEntries(
      WEEKDAYS.map((day) => [day, this.ranges[day].map(formatTimeRange)]),
    ) as Availability;
  }
}
