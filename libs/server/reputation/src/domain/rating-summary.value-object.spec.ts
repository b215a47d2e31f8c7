import { isLeader } from '@changas/shared/contracts';
import { RatingSummary } from './rating-summary.value-object';

describe('RatingSummary', () => {
  it('is zero without reviews, with every key of the distribution', () => {
    const summary = RatingSummary.of({});
    expect(summary).toMatchObject({ average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
  });

  it('averages the stars to one decimal', () => {
    expect(RatingSummary.of({ 5: 1, 4: 2 }).average).toBe(4.3);
    expect(RatingSummary.of({ 5: 1, 4: 1 }).average).toBe(4.5);
    // 89 / 20 = 4.45 rounds up, without floating-point drift.
    expect(RatingSummary.of({ 5: 9, 4: 11 }).average).toBe(4.5);
    expect(RatingSummary.of({ 1: 2, 2: 1 }).average).toBe(1.3);
  });

  it('meets the leader rule at exactly 3 reviews averaging 4.0, not with 2 or below 4', () => {
    const three = RatingSummary.of({ 5: 1, 4: 1, 3: 1 });
    expect([three.average, three.count]).toEqual([4, 3]);
    expect(isLeader(three.average, three.count)).toBe(true);
    const two = RatingSummary.of({ 5: 1, 3: 1 });
    expect(isLeader(two.average, two.count)).toBe(false);
    const low = RatingSummary.of({ 5: 1, 4: 1, 2: 1 });
    expect([low.average, isLeader(low.average, low.count)]).toEqual([3.7, false]);
  });
});
