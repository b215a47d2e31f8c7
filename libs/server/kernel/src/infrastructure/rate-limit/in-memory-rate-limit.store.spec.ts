import type { Clock } from '../../domain/clock.port';
import { InMemoryRateLimitStore } from './in-memory-rate-limit.store';

describe('InMemoryRateLimitStore', () => {
  let now: number;
  const clock: Clock = { now: () => new Date(now) };

  beforeEach(() => {
    now = Date.parse('2026-03-02T12:00:00Z');
  });

  it('counts hits per key in a fixed window that starts with the first hit', async () => {
    const store = new InMemoryRateLimitStore(clock);
    const resetAt = now + 60_000;

    await expect(store.hit('login:ip:1', 60_000)).resolves.toEqual({ count: 1, resetAt });
    now += 59_999;
    await expect(store.hit('login:ip:1', 60_000)).resolves.toEqual({ count: 2, resetAt });
    await expect(store.hit('login:ip:2', 60_000)).resolves.toEqual({ count: 1, resetAt: now + 60_000 });
  });

  it('starts a new window once the previous one is over', async () => {
    const store = new InMemoryRateLimitStore(clock);
    await store.hit('key', 1_000);
    await store.hit('key', 1_000);

    now += 1_000;

    await expect(store.hit('key', 1_000)).resolves.toEqual({ count: 1, resetAt: now + 1_000 });
  });

  it('takes back a hit of the current window only', async () => {
    const store = new InMemoryRateLimitStore(clock);
    await store.hit('key', 1_000);
    const { resetAt } = await store.hit('key', 1_000);

    await store.release('key', resetAt);
    await expect(store.hit('key', 1_000)).resolves.toEqual({ count: 2, resetAt });

    await store.release('key', resetAt - 1);
    now += 1_000;
    const next = await store.hit('key', 1_000);
    await store.release('key', resetAt);
    await expect(store.hit('key', 1_000)).resolves.toEqual({ count: 2, resetAt: next.resetAt });
  });

  it('never counts below zero', async () => {
    const store = new InMemoryRateLimitStore(clock);
    const { resetAt } = await store.hit('key', 1_000);

    await store.release('key', resetAt);
    await store.release('key', resetAt);

    await expect(store.hit('key', 1_000)).resolves.toEqual({ count: 1, resetAt });
  });
});
