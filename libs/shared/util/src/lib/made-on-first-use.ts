/**
 * A value built the first time it is asked for, then kept. For the Intl formatters of modules a page loads
 * for other reasons: a page's first formatter loads ICU's locale data (numbers.ts), which a page that formats
 * no date should not pay for.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
