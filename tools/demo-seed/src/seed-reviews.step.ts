import { argentinaDateOf } from '@changas/shared/util';
import type { WriteReview } from '@changas/server/reputation';
import { type DemoAppointment, DEMO_APPOINTMENTS } from './demo-appointments.data';
import { DEMO_REVIEWS } from './demo-reviews.data';
import type { DemoService } from './demo-service';
import { DEMO_SERVICES } from './demo-services.data';
import { demoSlotOf } from './seed-appointments.step';
import type { DemoUserIds } from './seed-users.step';

const DAY_MS = 24 * 3_600_000;

/**
 * Writes each demo review through the reputation use case a day after the client's completed
 * appointment ended, so the summaries on the services come from the same path as real reviews.
 * Answers how many.
 */
export async function seedReviews(
  writeReview: WriteReview,
  userIds: DemoUserIds,
  serviceIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<number> {
  const today = argentinaDateOf(now);
  for (const review of DEMO_REVIEWS) {
    const completed = DEMO_APPOINTMENTS.find(
      ({ client, service, outcome }) =>
        client === review.client && service === review.service && outcome === 'completed',
    ) as DemoAppointment;
    const service = DEMO_SERVICES.find(({ title }) => title === review.service) as DemoService;
    const { endsAt } = demoSlotOf(service, completed.inDays, today);
    const written = await writeReview.execute(
      userIds[review.client],
      serviceIds.get(review.service) as number,
      { rating: review.rating, comment: review.comment },
      new Date(endsAt.getTime() + DAY_MS),
    );
    if (!written.ok) throw written.error;
  }
  return DEMO_REVIEWS.length;
}
