import type { Clock } from '../../domain/clock.port';
import type { RateLimitCount, RateLimitStore } from './rate-limit.store.port';

/** Expired windows are dropped at most this often, so keys of past attackers do not pile up. */
const SWEEP_INTERVAL_MS = 60_000;

/** Counters of one process. */
export class InMemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateLimitCount>();
  private nextSweep = 0;

  constructor(private readonly clock: Clock) {}

  async hit(key: string, windowMs: number): Promise<RateLimitCount> {
    const now = this.clock.now().getTime();
    this.sweep(now);
    const current = this.windows.get(key);
    const next =
      current && current.resetAt > now
        ? { count: current.count + 1, resetAt: current.resetAt }
        : { count: 1, resetAt: now + windowMs };
    this.windows.set(key, next);
    return next;
  }

  async release(key: string, resetAt: number): Promise<void> {
    const current = this.windows.get(key);
    if (current?.resetAt === resetAt && current.count > 0) {
      this.windows.set(key, { count: current.count - 1, resetAt });
    }
  }

  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_INTERVAL_MS;
    for (const [key, { resetAt }] of this.windows) if (resetAt <= now) this.windows.delete(key);
  }
}
