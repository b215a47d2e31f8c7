import { normalizeSearchText } from '@changas/shared/util';

/** Words beyond this are ignored: each one is another LIKE over the candidates. */
const MAX_QUERY_WORDS = 8;

/** What a listing asks for; text words and place keys are already folded (normalizeSearchText). */
export interface ServiceFilter {
  /** Every word must appear in the service's search text. */
  readonly words?: readonly string[];
  readonly categoryId?: number;
  /** Matches when any of the service's zones is in this province (and locality). */
  readonly provinceKey?: string;
  readonly localityKey?: string;
  readonly providerId?: number;
  /** Public listings show only active services; an owner's list shows both states. */
  readonly onlyActive: boolean;
}

/** The folded, distinct words of a search box's text. */
export function searchWords(text: string | undefined): string[] {
  const words = normalizeSearchText(text ?? '')
    .split(' ')
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

export interface SearchTextSource {
  readonly title: string;
  readonly description: string;
  readonly categoryName: string;
  readonly zones: readonly { readonly searchText: string }[];
}

/**
 * The one text a service is searched by (ARCHITECTURE section 3): title, description, category and
 * zones, lower-cased with accents folded and ñ kept, so 'jardineria' finds 'Jardinería' but 'nino' not 'niño'.
 */
export function buildSearchText({ title, description, categoryName, zones }: SearchTextSource): string {
  return normalizeSearchText(
    [title, description, categoryName, ...zones.map((zone) => zone.searchText)].join(' '),
  );
}
