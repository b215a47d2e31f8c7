import { normalizeSearchText } from '@changas/shared/util';

/** The filters of /services as the screen holds them; `category` is a slug. */
export interface ServiceFilters {
  q: string;
  category: string;
  province: string;
  locality: string;
}

export interface ServicesListing extends ServiceFilters {
  page: number;
}

export const NO_FILTERS: ServiceFilters = { q: '', category: '', province: '', locality: '' };

/** The first non-blank value among the spellings of one parameter (spec: English or Spanish). */
function firstOf(params: URLSearchParams, ...keys: string[]): string {
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) return value;
  }
  return '';
}

function pageOf(text: string): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Reads /services' query string, in either spelling: q, category or categoria (a slug or a name,
 * e.g. 'Plomería'), province or provincia, locality or localidad, page.
 */
export function readListing(params: URLSearchParams): ServicesListing {
  return {
    q: firstOf(params, 'q'),
    category: normalizeSearchText(firstOf(params, 'category', 'categoria')),
    province: firstOf(params, 'province', 'provincia'),
    locality: firstOf(params, 'locality', 'localidad'),
    page: pageOf(firstOf(params, 'page')),
  };
}

/** The one spelling the screen writes back: only filters with a value, and the page after the first. */
export function toSearchParams({ page, ...filters }: ServicesListing): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'category', 'province', 'locality'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

export const hasFilters = (filters: ServiceFilters) =>
  Boolean(filters.q || filters.category || filters.province || filters.locality);

export interface CategoryOption {
  name: string;
  slug: string;
}

/** The category's display name for a slug; an unknown slug is shown as it came. */
export const categoryNameOf = (slug: string, categories: readonly CategoryOption[]) =>
  categories.find((category) => category.slug === slug)?.name ?? slug;
