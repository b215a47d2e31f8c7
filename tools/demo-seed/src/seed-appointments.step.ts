import { parseTimeRange, type TimeRange, WEEKDAYS } from '@changas/shared/contracts';
import {
  addDays,
  argentinaDateOf,
  argentinaInstant,
  isoWeekdayOf,
  minutesToClock,
} from '@changas/shared/util';
import {
  type BookAppointment,
  type ChangeAppointmentStatus,
  DateHolidaysNationalHolidays,
  type ExpireOverdueAppointments,
} from '@changas/server/scheduling';
import { type DemoAppointment, DEMO_APPOINTMENTS } from './demo-appointments.data';
import type { DemoService } from './demo-service';
import { DEMO_SERVICES } from './demo-services.data';
import type { DemoUserIds } from './seed-users.step';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface DemoSlot {
  readonly date: string;
  readonly time: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
}

const NATIONAL_HOLIDAYS = new DateHolidaysNationalHolidays();
const isNationalHoliday = (date: string) => NATIONAL_HOLIDAYS.between(date, date).has(date);

/**
 * The slot a demo request takes: the first range's start on the service's first working day from
 * `today + inDays`, searching ahead for a future slot and behind for a past one. Feriados are not
 * working days: the demo services skip them, as new services do.
 */
export function demoSlotOf(service: DemoService, inDays: number, today: string): DemoSlot {
  const step = inDays < 0 ? -1 : 1;
  for (let date = addDays(today, inDays); ; date = addDays(date, step)) {
    const [first] = service.availability[WEEKDAYS[isoWeekdayOf(date) - 1]] ?? [];
    if (!first || isNationalHoliday(date)) continue;
    const { start } = parseTimeRange(first) as TimeRange;
    const startsAt = argentinaInstant(date, start);
    return {
      date,
      time: minutesToClock(start),
      startsAt,
      endsAt: new Date(startsAt.getTime() + service.durationMinutes * MINUTE_MS),
    };
  }
}

export interface SchedulingUseCases {
  readonly book: BookAppointment;
  readonly changeStatus: ChangeAppointmentStatus;
  readonly expireOverdue: ExpireOverdueAppointments;
}

/**
 * Replays each demo request through the scheduling use cases at the instants it would have happened:
 * a past slot is booked three days ahead and answered half an hour later; a future one is booked in
 * the hours before `now`. Overdue requests are left unanswered and expire at `now`. Answers how many.
 */
export async function seedAppointments(
  { book, changeStatus, expireOverdue }: SchedulingUseCases,
  userIds: DemoUserIds,
  serviceIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<number> {
  const today = argentinaDateOf(now);
  for (const [index, demo] of DEMO_APPOINTMENTS.entries()) {
    const service = DEMO_SERVICES.find(({ title }) => title === demo.service) as DemoService;
    const slot = demoSlotOf(service, demo.inDays, today);
    const bookedAt =
      slot.startsAt < now
        ? new Date(slot.startsAt.getTime() - 3 * DAY_MS)
        : new Date(now.getTime() - (DEMO_APPOINTMENTS.length - index) * HOUR_MS);
    const booked = await book.execute(
      userIds[demo.client],
      {
        serviceId: serviceIds.get(demo.service) as number,
        date: slot.date,
        time: slot.time,
        notes: demo.notes ?? '',
      },
      bookedAt,
    );
    if (!booked.ok) throw booked.error;
    const { id, providerId, clientId } = booked.value.appointment.toProps();
    const answeredAt = new Date(bookedAt.getTime() + 30 * MINUTE_MS);
    for (const [status, by, at] of stepsTo(demo, providerId, clientId, answeredAt, slot)) {
      const changed = await changeStatus.execute(by, id, { status, rejectionReason: demo.reason }, at);
      if (!changed.ok) throw changed.error;
    }
  }
  await expireOverdue.execute(now);
  return DEMO_APPOINTMENTS.length;
}

type Step = readonly ['accepted' | 'rejected' | 'completed' | 'cancelled', number, Date];

/** The status changes that lead a pending request to the demo's outcome, by whom and when. */
function stepsTo(
  { outcome }: DemoAppointment,
  providerId: number,
  clientId: number,
  answeredAt: Date,
  slot: DemoSlot,
): Step[] {
  switch (outcome) {
    case 'accepted':
      return [['accepted', providerId, answeredAt]];
    case 'rejected':
      return [['rejected', providerId, answeredAt]];
    case 'completed':
      return [
        ['accepted', providerId, answeredAt],
        ['completed', providerId, new Date(slot.endsAt.getTime() + 2 * HOUR_MS)],
      ];
    case 'cancelled':
      return [['cancelled', clientId, answeredAt]];
    default:
      // pending stays as booked; expired is a pending request whose slot passed.
      return [];
  }
}
