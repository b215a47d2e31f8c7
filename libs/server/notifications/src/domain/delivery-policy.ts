/** The first retry waits this long; each next one twice as long as the one before. */
const FIRST_RETRY_MS = 30_000;
/** No wait is longer: once a mail server is back, every waiting mail goes out within this time. */
const LONGEST_RETRY_MS = 15 * 60_000;
/** How long a worker holds a claimed mail: longer than a send can take (see the SMTP timeouts). */
export const CLAIM_LEASE_MS = 5 * 60_000;

/**
 * When to try a mail again after its `attempts`-th failure (1, 2, …): exponential backoff capped at a
 * quarter of an hour. A mail is never dropped for a temporary failure; only a permanent refusal ends it.
 */
export const retryDelayMs = (attempts: number): number =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
