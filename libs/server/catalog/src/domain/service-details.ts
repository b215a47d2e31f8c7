import {
  type BookingWindowDays,
  type DurationMinutes,
  type FieldErrors,
  SERVICE_RULES,
  type Weekday,
} from '@changas/shared/contracts';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import { CatalogErrors } from './catalog.errors';
import type { Category } from './category.entity';
import { WeeklyAvailability } from './weekly-availability.value-object';
import { createZones, type Zone, type ZoneInput } from './zone.value-object';

const RULES = SERVICE_RULES.create;

/** What a provider edits in the wizard. */
export interface ServiceDetails {
  readonly title: string;
  readonly description: string;
  readonly category: Category;
  /** Pesos, up to two decimals. */
  readonly price: number;
  readonly durationMinutes: DurationMinutes;
  readonly bookingWindowDays: BookingWindowDays;
  readonly availability: WeeklyAvailability;
  /** National holidays (feriados) have no slots. */
  readonly skipsNationalHolidays: boolean;
  readonly zones: readonly Zone[];
  readonly imageUrl: string | null;
}

/** The details as a form sends them, before the domain's checks. */
export interface ServiceDetailsInput {
  readonly title: string;
  readonly description: string;
  readonly price: number;
  readonly durationMinutes: number;
  readonly bookingWindowDays: number;
  readonly availability: Partial<Record<Weekday, readonly string[]>>;
  readonly skipsNationalHolidays: boolean;
  readonly zones: readonly ZoneInput[];
  readonly imageUrl: string | null;
}

const isOneOf = <T extends number>(options: readonly T[], value: number): value is T =>
  (options as readonly number[]).includes(value);

/**
 * Checks the rules the domain owns (price, the duration and window options, zones, availability) and
 * answers the details with canonical zones and ranges, or every broken rule's field message at once.
 */
export function buildServiceDetails(input: ServiceDetailsInput, category: Category): Result<ServiceDetails> {
  const { price, durationMinutes, bookingWindowDays } = input;
  const fieldErrors: FieldErrors = {};
  if (!(price > RULES.price.min.value)) fieldErrors['price'] = RULES.price.min.message;
  else if (price > RULES.price.max.value) fieldErrors['price'] = RULES.price.max.message;
  if (!isOneOf(RULES.durationMinutes.options, durationMinutes)) {
    fieldErrors['duration_minutes'] = RULES.durationMinutes.message;
  }
  if (!isOneOf(RULES.bookingWindowDays.options, bookingWindowDays)) {
    fieldErrors['booking_window_days'] = RULES.bookingWindowDays.message;
  }
  const zones = createZones(input.zones);
  if (!zones.ok) Object.assign(fieldErrors, zones.error.fieldErrors);
  const availability = WeeklyAvailability.create(input.availability);
  if (!availability.ok) Object.assign(fieldErrors, availability.error.fieldErrors);

  if (!zones.ok || !availability.ok || Object.keys(fieldErrors).length > 0) {
    return err(CatalogErrors.invalidService(fieldErrors));
  }
  return ok({
    title: input.title,
    description: input.description,
    category,
    price,
    durationMinutes: durationMinutes as DurationMinutes,
    bookingWindowDays: bookingWindowDays as BookingWindowDays,
    availability: availability.value,
    skipsNationalHolidays: input.skipsNationalHolidays,
    zones: zones.value,
    imageUrl: input.imageUrl,
  });
}
