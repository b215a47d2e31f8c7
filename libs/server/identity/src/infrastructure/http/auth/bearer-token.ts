/** What the extractor reads of a request (Fastify's, as passport receives it). */
interface WithHeaders {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** `Bearer` (any case), spaces, then one RFC 6750 b64token and nothing else. */
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

/**
 * The token of an `Authorization: Bearer <token>` header, or null for anything else: another scheme,
 * no token, or extra words such as a second token (passport-jwt's own extractor took the first one).
 */
export function bearerTokenOf({ headers }: WithHeaders): string | null {
  const header = headers.authorization;
  return (typeof header === 'string' && BEARER.exec(header)?.[1]) || null;
}
