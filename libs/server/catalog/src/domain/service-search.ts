import type { ServiceStatus } from '@changas/shared/contracts';
import { normalizeSearchText } from '@changas/shared/util';

/** Words beyond this are ignored: each one is another index lookup. */
const MAX_QUERY_WORDS = 8;
/** Longer words are indexed and searched by their first characters only. */
export const MAX_TERM_LENGTH = 50;
/** Letters (ñ included) and digits make words; anything else separates them. */
const NOT_A_WORD_CHARACTER = /[^\p{L}\p{N}]+/u;

/**
 * Spanish articles, prepositions and conjunctions (folded): almost every service holds them, so as query
 * words they narrow nothing and would make a search read the whole catalogue. A query drops them.
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  'a al ante con de del e el en la las lo los o para por que se su sus u un una unas unos y'.split(' '),
);

/**
 * A service anyone may find: active and not deleted. Only listed services keep search terms, so a word's
 * terms are its listed services and can be counted without reading the services.
 */
export const isListed = ({ status, deletedAt }: { status: ServiceStatus; deletedAt?: unknown }): boolean =>
  status === 'active' && !deletedAt;

/** What a listing asks for; text words and place keys are already folded (normalizeSearchText). */
export interface ServiceFilter {
  /** Every word must begin one of the service's search terms; only listed services have them. */
  readonly words?: readonly string[];
  readonly categoryId?: number;
  /** Matches when any of the service's zones is in this province (and locality). */
  readonly provinceKey?: string;
  readonly localityKey?: string;
  readonly providerId?: number;
  /** Public listings show only active services; an owner's list shows both states. */
  readonly onlyActive: boolean;
}

/** Whether a filter asks more of a service than being listed and holding its words: a category, a provider or a place. */
export const narrowsBeyondWords = ({
  categoryId,
  providerId,
  provinceKey,
  localityKey,
}: ServiceFilter): boolean =>
  categoryId !== undefined || providerId !== undefined || Boolean(provinceKey || localityKey);

/** The distinct words of a folded text, cut to the indexed length. */
function distinctWords(foldedText: string): string[] {
  const words = foldedText
    .split(NOT_A_WORD_CHARACTER)
    .filter(Boolean)
    .map((word) => [...word].slice(0, MAX_TERM_LENGTH).join(''));
  return [...new Set(words)];
}

/**
 * What a search box's text asks for: its folded, distinct words without stop words. Text without a
 * single letter or digit is `unsearchable` (it finds nothing); text of only stop words finds everything.
 */
export function searchWords(text: string | undefined): { words: string[]; unsearchable: boolean } {
  const all = distinctWords(normalizeSearchText(text ?? ''));
  return {
    words: all.filter((word) => !STOP_WORDS.has(word)).slice(0, MAX_QUERY_WORDS),
    unsearchable: !!text?.trim() && all.length === 0,
  };
}

/**
 * The indexed words of a service's search text: a query word matches a service when it begins one
 * of them ('jardin' finds 'Jardinería'), which an index answers without reading every service.
 */
export function searchTerms(searchText: string): string[] {
  return distinctWords(searchText);
}

/**
 * A search text keeps each term after one space, so a term begins with `word` exactly where the text holds
 * this: one substring test per service, which a database answers from the service's row alone.
 */
export const termStart = (word: string): string => ` ${word}`;

/** A search text as it is kept: the distinct terms of a folded text, each after a space. */
export const termsText = (foldedText: string): string => searchTerms(foldedText).map(termStart).join('');

/** True when every query word begins one of the search text's terms: the rule the repositories implement. */
export function matchesWords(searchText: string, words: readonly string[]): boolean {
  return words.every((word) => searchText.includes(termStart(word)));
}

export interface SearchTextSource {
  readonly title: string;
  readonly description: string;
  readonly categoryName: string;
  readonly zones: readonly { readonly searchText: string }[];
}

/**
 * The one text a service is searched by (ARCHITECTURE section 3): the words of its title, description,
 * category and zones, lower-cased with accents folded and ñ kept, so 'jardineria' finds 'Jardinería' but
 * 'nino' not 'niño'; kept as its terms (termsText).
 */
export function buildSearchText({ title, description, categoryName, zones }: SearchTextSource): string {
  return termsText(
    normalizeSearchText(
      [title, description, categoryName, ...zones.map((zone) => zone.searchText)].join(' '),
    ),
  );
}
