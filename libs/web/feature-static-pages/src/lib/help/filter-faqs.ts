import { matchesSearch } from '@changas/shared/util';
import type { FaqCategory, FaqItem } from './faq.data';

/**
 * The items whose question, answer or category contain every word of the query, ignoring case
 * and accents (ñ kept). An empty query keeps everything; `categories`, when not empty, also
 * limits the result to those categories.
 */
export function filterFaqs<T extends FaqItem>(
  items: readonly T[],
  query: string,
  categories: readonly FaqCategory[] = [],
): T[] {
  return items.filter(
    (item) =>
      (categories.length === 0 || categories.includes(item.category)) &&
      matchesSearch(`${item.question} ${item.answer} ${item.category}`, query),
  );
}
