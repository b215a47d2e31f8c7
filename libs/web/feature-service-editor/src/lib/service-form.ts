/**
 * The one form model of both wizards (spec section 3: each day has enabled and timeSlots), its
 * conversions to and from the API's shapes, and where each field lives among the three steps.
 */
import {
  DEFAULT_BOOKING_WINDOW_DAYS,
  DEFAULT_DURATION_MINUTES,
  SERVICE_RULES,
  WEEKDAYS,
  toTimeRangeText,
  type Availability,
  type BookingWindowDays,
  type DurationMinutes,
  type ServiceRequest,
  type ServiceView,
} from '@changas/shared/contracts';
import { emptyWeekSchedule, type WeekScheduleValue, type ZoneValue } from '@changas/web/ui';

export type WizardVariant = 'create' | 'edit';

export interface ServiceFormValues {
  title: string;
  /** The category's name, as the select offers it. */
  category: string;
  /** As typed in the number field. */
  price: string;
  description: string;
  imageUrl: string;
  zones: ZoneValue[];
  durationMinutes: DurationMinutes;
  bookingWindowDays: BookingWindowDays;
  availability: WeekScheduleValue;
  skipsNationalHolidays: boolean;
}

export type ServiceFormField = keyof ServiceFormValues;

/** A new service: price 0, 60-minute turns, a 30-day window (spec section 5), closed on feriados. */
export const emptyServiceForm = (): ServiceFormValues => ({
  title: '',
  category: '',
  price: '0',
  description: '',
  imageUrl: '',
  zones: [],
  durationMinutes: DEFAULT_DURATION_MINUTES,
  bookingWindowDays: DEFAULT_BOOKING_WINDOW_DAYS,
  availability: emptyWeekSchedule(),
  skipsNationalHolidays: SERVICE_RULES.create.skipsNationalHolidays.default,
});

/** 'HH:MM-HH:MM' as the wizard's { start, end }. */
function toTimeSlot(range: string) {
  const [start = '', end = ''] = range.split('-');
  return { start, end };
}

/** A loaded service as the edit wizard's starting values. */
export function toServiceFormValues(service: ServiceView): ServiceFormValues {
  return {
    title: service.title,
    category: service.category,
    price: String(service.price),
    description: service.description,
    imageUrl: service.image_url ?? '',
    zones: service.zones.map(({ province, locality, neighborhood }) =>
      neighborhood ? { province, locality, neighborhood } : { province, locality },
    ),
    durationMinutes: service.duration_minutes,
    bookingWindowDays: service.booking_window_days,
    availability: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const ranges = service.availability[day] ?? [];
        return [day, { enabled: ranges.length > 0, timeSlots: ranges.map(toTimeSlot) }];
      }),
    ) as WeekScheduleValue,
    skipsNationalHolidays: service.skips_national_holidays,
  };
}

/** The week as the API takes it: a day switched off goes as [] even if it keeps slots in the form. */
function toAvailability(week: WeekScheduleValue): Availability {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, week[day].enabled ? week[day].timeSlots.map(toTimeRangeText) : []]),
  ) as Availability;
}

/** POST and PUT /api/services: zones lacking province or locality are dropped (spec section 5). */
export function toServiceRequest(values: ServiceFormValues): ServiceRequest {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category,
    price: Number(values.price),
    duration_minutes: values.durationMinutes,
    booking_window_days: values.bookingWindowDays,
    availability: toAvailability(values.availability),
    skips_national_holidays: values.skipsNationalHolidays,
    zones: values.zones
      .filter(({ province, locality }) => province && locality)
      .map(({ province, locality, neighborhood }) =>
        neighborhood ? { province, locality, neighborhood } : { province, locality },
      ),
    image_url: values.imageUrl.trim() || null,
  };
}

/** The fields of each step, in the order the steps show them. */
export const STEP_FIELDS: readonly (readonly ServiceFormField[])[] = [
  ['title', 'category', 'price', 'description', 'imageUrl'],
  ['zones'],
  ['durationMinutes', 'bookingWindowDays', 'availability', 'skipsNationalHolidays'],
];

export const stepOf = (field: ServiceFormField) => STEP_FIELDS.findIndex((fields) => fields.includes(field));

/** The request's field names as the form's, in the form's order (the edit screen may say `image`). */
export const REQUEST_FIELDS = {
  title: 'title',
  category: 'category',
  price: 'price',
  description: 'description',
  image_url: 'imageUrl',
  image: 'imageUrl',
  zones: 'zones',
  duration_minutes: 'durationMinutes',
  booking_window_days: 'bookingWindowDays',
  availability: 'availability',
  skips_national_holidays: 'skipsNationalHolidays',
} as const satisfies Record<string, ServiceFormField>;

/**
 * The server names nested problems by path ('zones.0.locality', 'availability.monday'); the form
 * shows them on their list or week, so each keeps its first message under the top-level name.
 */
export function topLevelFieldErrors(fieldErrors: Readonly<Record<string, string>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const [field] = path.split('.');
    errors[field] ??= message;
  }
  return errors;
}
