import { isLeader, REVIEW_RULES, textProblem } from '@changas/shared/contracts';
import { DEMO_APPOINTMENTS } from './demo-appointments.data';
import { DEMO_REVIEWS } from './demo-reviews.data';
import { DEMO_SERVICES } from './demo-services.data';

const providerOf = (title: string) => DEMO_SERVICES.find((service) => service.title === title)?.provider;

describe('DEMO_REVIEWS', () => {
  it.each(DEMO_REVIEWS.map((review) => [review.client, review.service, review] as const))(
    '%s → %s follows a completed appointment of theirs and keeps the form rules',
    (_client, _service, review) => {
      expect(
        DEMO_APPOINTMENTS.some(
          ({ client, service, outcome }) =>
            client === review.client && service === review.service && outcome === 'completed',
        ),
      ).toBe(true);
      expect(providerOf(review.service)).not.toBe(review.client);
      expect(textProblem(review.comment, REVIEW_RULES.comment)).toBeUndefined();
    },
  );

  it('reviews a service once per client', () => {
    const keys = DEMO_REVIEWS.map(({ client, service }) => `${client}|${service}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives several services the leader badge and others a lower or thinner rating', () => {
    const services = [...new Set(DEMO_REVIEWS.map(({ service }) => service))];
    const summaries = services.map((title) => {
      const reviews = DEMO_REVIEWS.filter(({ service }) => service === title);
      const average =
        Math.round((reviews.reduce((sum, { rating }) => sum + rating, 0) * 10) / reviews.length) / 10;
      return isLeader(average, reviews.length);
    });
    expect(summaries.filter(Boolean).length).toBeGreaterThanOrEqual(4);
    expect(summaries.filter((leader) => !leader).length).toBeGreaterThanOrEqual(3);
    expect(new Set(DEMO_REVIEWS.map(({ rating }) => rating)).size).toBeGreaterThanOrEqual(4);
  });

  it("leaves one of the demo account's completed requests on another user's service unreviewed", () => {
    const unreviewed = DEMO_APPOINTMENTS.filter(
      ({ client, service, outcome }) =>
        client === 'demo' &&
        outcome === 'completed' &&
        providerOf(service) !== 'demo' &&
        !DEMO_REVIEWS.some((review) => review.client === 'demo' && review.service === service),
    );
    expect(unreviewed).toHaveLength(1);
  });
});
