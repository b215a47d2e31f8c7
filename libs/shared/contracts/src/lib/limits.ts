/** Business constants of the product spec, section 9. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const TOAST_DURATION_MS = 5_000;
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;
/** The session (JWT and its cookie) lasts a week; apart from identity's rules, which only the forms load. */
export const SESSION_TTL_DAYS = 7;
/** The cookie holding the session's token: the web app writes it, the server knows by it a page is not anonymous. */
export const SESSION_COOKIE = 'authToken';
export const LISTING_PAGE_SIZE = 9;
export const LISTING_MAX_PAGE_SIZE = 50;
/**
 * The public listing counts its matches up to this many: beyond it the total is 'más de 1.000' (an
 * exact count of a very common word would read the whole catalogue on every search).
 */
export const LISTING_COUNT_LIMIT = 1_000;
export const FEATURED_SERVICES_COUNT = 4;

/** Leader badge (spec section 9): a good reputation over enough reviews. */
export const LEADER_MIN_AVERAGE_RATING = 4;
export const LEADER_MIN_RATINGS_COUNT = 3;

/** True when a service earns the leader badge: average ≥ 4 over at least 3 reviews. */
export function isLeader(averageRating: number, ratingsCount: number): boolean {
  return averageRating >= LEADER_MIN_AVERAGE_RATING && ratingsCount >= LEADER_MIN_RATINGS_COUNT;
}
