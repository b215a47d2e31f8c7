/**
 * The wizards' react-hook-form rules, built from the shared create and edit rule sets of
 * contracts (spec section 5) so the screen and the server check the same things with the same texts.
 */
import type { RegisterOptions } from 'react-hook-form';
import {
  SERVICE_RULES,
  WEEKDAYS,
  cleanText,
  codePointLength,
  daySlotsError,
  decimalPlaces,
  formTextRules,
  isAcceptedImageUrl,
  toTimeRangeText,
  type ServiceRules,
  type Weekday,
} from '@changas/shared/contracts';
import type { WeekScheduleValue } from '@changas/web/ui';
import type { ServiceFormValues, WizardVariant } from './service-form';

function priceProblem(value: string, { price }: ServiceRules): string | undefined {
  const text = value.trim();
  const amount = Number(text);
  if (!text || !Number.isFinite(amount) || amount <= price.min.value) return price.min.message;
  if (amount > price.max.value) return price.max.message;
  if (decimalPlaces(amount) > price.decimals.value) return price.decimals.message;
  return undefined;
}

function imageUrlProblem(value: string, { imageUrl }: ServiceRules): string | undefined {
  const url = cleanText(value);
  if (!url) return undefined;
  if (codePointLength(url) > imageUrl.maxLength.value) return imageUrl.maxLength.message;
  return isAcceptedImageUrl(url) ? undefined : imageUrl.format.message;
}

export interface AvailabilityIssues {
  /** The week's problem: no day offered. */
  week?: string;
  days: Partial<Record<Weekday, string>>;
}

/**
 * What is wrong with the week: no day switched on, or a day on without slots or with slots that are
 * malformed, reversed or overlapping. With every day on holding valid slots, some day has slots, which
 * is the edit wizard's 'at least one day and time' too.
 */
export function availabilityIssues(
  week: WeekScheduleValue,
  { availability }: ServiceRules,
): AvailabilityIssues {
  const days: AvailabilityIssues['days'] = {};
  for (const day of WEEKDAYS) {
    const { enabled, timeSlots } = week[day];
    if (!enabled) continue;
    const problem =
      timeSlots.length === 0
        ? availability.daySlotsRequired(day)
        : daySlotsError(day, timeSlots.map(toTimeRangeText));
    if (problem) days[day] = problem;
  }
  const anyDay = WEEKDAYS.some((day) => week[day].enabled);
  return { week: anyDay ? undefined : availability.required, days };
}

const firstIssue = ({ week, days }: AvailabilityIssues) =>
  week ?? WEEKDAYS.map((day) => days[day]).find(Boolean);

type FieldRules = {
  [Field in keyof ServiceFormValues]: RegisterOptions<ServiceFormValues, Field>;
};

function fieldRules(rules: ServiceRules): FieldRules {
  const option = ({ options, message }: { options: readonly number[]; message: string }) => ({
    validate: (value: number) => options.includes(value) || message,
  });
  return {
    title: formTextRules(rules.title),
    category: { required: rules.category.required },
    price: { validate: (value) => priceProblem(value, rules) ?? true },
    description: formTextRules(rules.description),
    imageUrl: { validate: (value) => imageUrlProblem(value, rules) ?? true },
    zones: { validate: (zones) => zones.length > 0 || rules.zones.required },
    durationMinutes: option(rules.durationMinutes),
    bookingWindowDays: option(rules.bookingWindowDays),
    availability: { validate: (week) => firstIssue(availabilityIssues(week, rules)) ?? true },
    // A switch is always a yes or a no: nothing to check on the screen.
    skipsNationalHolidays: {},
  };
}

/** Each wizard's rules: the edit one asks a longer title and words some messages its own way. */
export const WIZARD_RULES: Record<WizardVariant, { rules: ServiceRules; fields: FieldRules }> = {
  create: { rules: SERVICE_RULES.create, fields: fieldRules(SERVICE_RULES.create) },
  edit: { rules: SERVICE_RULES.edit, fields: fieldRules(SERVICE_RULES.edit) },
};
