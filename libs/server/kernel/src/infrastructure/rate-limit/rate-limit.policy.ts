/** At most `limit` requests per `windowMs` (before RATE_LIMIT_MULTIPLIER is applied). */
export interface RateLimitRule {
  readonly limit: number;
  readonly windowMs: number;
}

/** How one endpoint is limited: per client IP and, optionally, per account the request targets. */
export interface RateLimitPolicy {
  /** Prefix of the counters' keys, e.g. `login`. */
  readonly name: string;
  readonly perIp: RateLimitRule;
  readonly perAccount?: RateLimitRule & {
    /**
     * The account a request targets (e.g. its normalised email), read from the raw body because
     * the limit is checked before validation; undefined skips the per-account limit.
     */
    readonly accountOf: (body: unknown) => string | undefined;
    /**
     * Only requests whose handler fails count (e.g. wrong passwords), so the account's owner is never
     * locked out by logging in successfully; without it every request counts.
     */
    readonly countsOnlyFailures?: boolean;
  };
}
