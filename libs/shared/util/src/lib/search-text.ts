const COMBINING_MARKS = /[\u0300-\u036f]/g;
const N_WITH_TILDE = /n\u0303/g;
const N_TILDE_PLACEHOLDER = '\u0000';

/**
 * Folds text for search: lower case, accents removed, ñ kept, white space collapsed.
 * "Jardinería" → "jardineria", "Córdoba" → "cordoba", "Niño" → "niño".
 */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(N_WITH_TILDE, N_TILDE_PLACEHOLDER)
    .replace(COMBINING_MARKS, '')
    .replaceAll(N_TILDE_PLACEHOLDER, 'ñ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when every word of the query appears in the text, ignoring case and accents (ñ kept). */
export function matchesSearch(text: string, query: string): boolean {
  const haystack = normalizeSearchText(text);
  return normalizeSearchText(query)
    .split(' ')
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
