import { readConfig } from './config';

describe('readConfig', () => {
  it('warms every server up for 3 s per scenario in a full run, and not at all in the smoke run', () => {
    expect(readConfig({}, false)).toMatchObject({ durationS: 10, rounds: 2, warmupS: 3 });
    expect(readConfig({}, true)).toMatchObject({ durationS: 1, rounds: 1, warmupS: 0 });
    expect(readConfig({ BENCH_WARMUP: '0' }, false).warmupS).toBe(0);
  });

  it.each([['-1'], ['1.5'], ['tres']])('rejects BENCH_WARMUP=%s', (warmup) => {
    expect(() => readConfig({ BENCH_WARMUP: warmup }, false)).toThrow('BENCH_WARMUP');
  });

  it('rejects a duration or a round count that is not a positive integer', () => {
    expect(() => readConfig({ BENCH_DURATION: '0' }, false)).toThrow('BENCH_DURATION');
    expect(() => readConfig({ BENCH_ROUNDS: '2.5' }, false)).toThrow('BENCH_ROUNDS');
  });

  it('counts 2,000 requests after 8,000 unmeasured in BENCH_MODE=instructions, and refuses counts that are not positive', () => {
    expect(readConfig({}, false).instructions).toEqual({ warmup: 8000, requests: 2000 });
    expect(readConfig({ BENCH_INSTRUCTIONS_REQUESTS: '500' }, false).instructions.requests).toBe(500);
    expect(() => readConfig({ BENCH_INSTRUCTIONS_WARMUP: '0' }, false)).toThrow('BENCH_INSTRUCTIONS_');
  });

  it('runs the scenarios BENCH_SCENARIOS lists, and all of them when it is unset', () => {
    expect(readConfig({ BENCH_SCENARIOS: 'detail, search-rare' }, false).scenarios).toEqual([
      'detail',
      'search-rare',
    ]);
    expect(readConfig({}, false).scenarios).toBeUndefined();
  });
});
