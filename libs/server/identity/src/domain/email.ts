/** The one spelling of an email that is stored and compared: no surrounding spaces, lower case. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}
