/**
 * The one spelling of an email that is stored, looked up and rate-limited: compatibility forms folded
 * (NFKC: full-width 'ｄｅｍｏ' is 'demo'), no surrounding spaces, lower case. Storage compares it byte
 * for byte, so accents still matter: 'dêmo@…' is another address.
 */
export function normalizeEmail(raw: string): string {
  return raw.normalize('NFKC').trim().toLowerCase();
}
