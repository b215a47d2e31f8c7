import { type LoadRound, type Probe, summarize, turnOrder } from './load';

const probe: Probe = { ms: 12.4, failed: false, results: 3 };
const round = (durationS: number, latencies: number[], cpu?: LoadRound['cpu'], errors = 0): LoadRound => ({
  durationS,
  latencies,
  requests: latencies.length + errors,
  errors,
  cpu,
});

describe('summarize', () => {
  it('adds the rounds up as one load: requests over the whole duration, percentiles of every answer', () => {
    const measurement = summarize(10, probe, [round(2, [1, 2, 3, 4]), round(3, [5, 6, 7, 8, 9, 10])]);

    expect(measurement).toEqual({
      connections: 10,
      reqPerSec: 2,
      p50: 5,
      p975: 10,
      p99: 10,
      mean: 5000,
      errors: 0,
      results: 3,
      firstMs: 12,
    });
  });

  it('weighs the CPU per request of each round by its requests, and counts errors and a failed probe', () => {
    const measurement = summarize(1, { ...probe, failed: true }, [
      round(1, [1], { server: 100, database: 40, loadGenerator: 10 }, 1),
      round(1, [1, 1, 1, 1, 1, 1], { server: 200, database: 80, loadGenerator: 20 }),
    ]);

    expect(measurement.cpu).toEqual({ server: 175, database: 70, loadGenerator: 18 });
    expect(measurement.errors).toBe(2);
    expect(measurement.reqPerSec).toBe(4);
  });

  it('leaves the database out of the CPU when it was not measured', () => {
    const measurement = summarize(1, probe, [round(1, [1], { server: 100, loadGenerator: 10 })]);
    expect(measurement.cpu).toEqual({ server: 100, loadGenerator: 10 });
  });
});

describe('turnOrder', () => {
  it('takes the servers as listed in even rounds and the other way round in odd ones', () => {
    expect([0, 1, 2, 3].map((round) => turnOrder(3, round))).toEqual([
      [0, 1, 2],
      [2, 1, 0],
      [0, 1, 2],
      [2, 1, 0],
    ]);
  });
});
