import { isLeader } from './limits';

describe('isLeader', () => {
  it.each([
    [4, 3, true],
    [4.9, 12, true],
    [3.9, 50, false],
    [5, 2, false],
    [0, 0, false],
  ])('average %s over %s reviews → %s', (average, count, expected) => {
    expect(isLeader(average, count)).toBe(expected);
  });
});
