import type { Availability, Weekday } from '@changas/shared/contracts';

const on = (days: readonly Weekday[], slots: string[]): Partial<Availability> =>
  Object.fromEntries(days.map((day) => [day, slots]));

const WEEKDAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** Weekly schedules the demo services share. */
export const SCHEDULES = {
  officeHours: on(WEEKDAYS, ['09:00-13:00', '14:00-18:00']),
  mornings: on([...WEEKDAYS, 'saturday'], ['08:00-12:00']),
  afternoons: on(WEEKDAYS, ['14:00-19:00']),
  evenings: on(WEEKDAYS, ['18:00-21:00']),
  weekends: { saturday: ['09:00-13:00', '15:00-20:00'], sunday: ['10:00-14:00'] },
  alternateDays: on(['monday', 'wednesday', 'friday'], ['08:00-17:00']),
  tuesdayToSaturday: on(['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], ['10:00-19:00']),
} as const satisfies Record<string, Partial<Availability>>;
