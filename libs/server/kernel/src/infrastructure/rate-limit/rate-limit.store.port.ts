/** The hits counted so far in the current window of a key, and when that window ends (epoch ms). */
export interface RateLimitCount {
  readonly count: number;
  readonly resetAt: number;
}

/**
 * Where rate-limit counters live: in memory for one instance, Redis when the API runs on several
 * (ARCHITECTURE section 9). Fixed windows: the first hit of a key opens a window of `windowMs`.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitCount>;
  /** Takes back one hit of the window that ends at `resetAt`; nothing once that window is over. */
  release(key: string, resetAt: number): Promise<void>;
}

export const RATE_LIMIT_STORE = Symbol('RateLimitStore');
