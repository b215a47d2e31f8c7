import { addDays, argentinaInstant, clockToMinutes, isoWeekdayOf } from '@changas/shared/util';
import { sqlDate } from './random';

/** The one-hour slots of every bench service's weekly ranges (09:00-13:00 and 14:00-18:00, Monday to Friday). */
export const SLOT_TIMES = ['09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00'] as const;
const SLOT_MINUTES = 60;
const PAST_STATUSES = [
  'completed',
  'completed',
  'completed',
  'completed',
  'cancelled',
  'rejected',
  'expired',
];
const COMMENTS = [
  'Muy buen trabajo, puntual y prolijo. Lo recomiendo.',
  'Cumplió con lo pactado y dejó todo limpio.',
  'Correcto, aunque llegó un poco tarde.',
  'Excelente atención y muy buen precio.',
];

export type Row = Record<string, unknown>;

/** A service that can take appointments: active, not deleted. */
export interface BookableService {
  readonly id: number;
  readonly providerId: number;
}

/** Appointments and reviews with a shared set of held slot keys, so no two rows hold one slot. */
export class ScheduleRows {
  readonly appointments: Row[] = [];
  readonly reviews: Row[] = [];

  constructor(
    private readonly today: string,
    private readonly heldSlots: Set<string>,
    private readonly next: () => number,
  ) {}

  /** A free weekday slot `fromDay`…`toDay` days from today (negative: past), or undefined after a few tries. */
  private slot(
    serviceId: number,
    fromDay: number,
    toDay: number,
  ): { date: string; time: string } | undefined {
    for (let attempt = 0; attempt < 20; attempt++) {
      const date = addDays(this.today, fromDay + Math.floor(this.next() * (toDay - fromDay + 1)));
      const time = SLOT_TIMES[Math.floor(this.next() * SLOT_TIMES.length)];
      if (isoWeekdayOf(date) <= 5 && !this.heldSlots.has(`${serviceId}|${date}|${time}`))
        return { date, time };
    }
    return undefined;
  }

  /**
   * Past appointments end completed (most), cancelled, rejected or expired; future ones pending or accepted.
   * False when no free slot turned up.
   */
  add(service: BookableService, clientId: number, when: 'past' | 'future', review: boolean): boolean {
    const slot = when === 'past' ? this.slot(service.id, -90, -1) : this.slot(service.id, 1, 29);
    if (!slot) return false;
    const status =
      when === 'past'
        ? PAST_STATUSES[Math.floor(this.next() * PAST_STATUSES.length)]
        : this.next() < 0.5
          ? 'pending'
          : 'accepted';
    const holds = status === 'pending' || status === 'accepted';
    const slotKey = `${service.id}|${slot.date}|${slot.time}`;
    if (holds) this.heldSlots.add(slotKey);
    const startsAt = argentinaInstant(slot.date, clockToMinutes(slot.time) as number);
    const createdAt = sqlDate(new Date(Math.min(startsAt.getTime(), Date.now()) - 2 * 86_400_000));
    this.appointments.push({
      service_id: service.id,
      client_id: clientId,
      provider_id: service.providerId,
      date: slot.date,
      time_slot: slot.time,
      starts_at: sqlDate(startsAt),
      ends_at: sqlDate(new Date(startsAt.getTime() + SLOT_MINUTES * 60_000)),
      status,
      notes: '',
      rejection_reason: status === 'rejected' ? 'No tengo disponibilidad ese día.' : null,
      slot_key: holds ? slotKey : null,
      created_at: createdAt,
      updated_at: createdAt,
      version: 0,
    });
    if (review && status === 'completed') {
      const reviewedAt = sqlDate(new Date(startsAt.getTime() + 86_400_000));
      this.reviews.push({
        service_id: service.id,
        author_id: clientId,
        rating: 2 + Math.floor(this.next() ** 0.5 * 4),
        comment: COMMENTS[Math.floor(this.next() * COMMENTS.length)],
        created_at: reviewedAt,
        updated_at: reviewedAt,
      });
    }
    return true;
  }
}

/** Each service's average (one decimal) and count over `reviews`, as catalog stores them. */
export function ratingsOf(reviews: readonly Row[]): Map<number, { average: number; count: number }> {
  const sums = new Map<number, { total: number; count: number }>();
  for (const { service_id, rating } of reviews) {
    const sum = sums.get(service_id as number) ?? { total: 0, count: 0 };
    sums.set(service_id as number, { total: sum.total + (rating as number), count: sum.count + 1 });
  }
  return new Map(
    [...sums].map(([id, { total, count }]) => [
      id,
      { average: Math.round((total / count) * 10) / 10, count },
    ]),
  );
}
