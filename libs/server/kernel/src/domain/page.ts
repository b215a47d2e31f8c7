/** Which slice of a list to answer: `page` counts from 1. */
export interface PageRequest {
  readonly page: number;
  readonly limit: number;
}

/** One page of a list and the size of the whole list (for "Mostrando a-b de n"). */
export interface Page<T> extends PageRequest {
  readonly items: readonly T[];
  readonly total: number;
}

/** Missing values take the defaults; a limit above `max` is cut to it, so no request reads an unbounded list. */
export function pageRequest(
  requested: Partial<PageRequest>,
  { defaultLimit, maxLimit }: { defaultLimit: number; maxLimit: number },
): PageRequest {
  return { page: requested.page ?? 1, limit: Math.min(requested.limit ?? defaultLimit, maxLimit) };
}

export const offsetOf = ({ page, limit }: PageRequest): number => (page - 1) * limit;
