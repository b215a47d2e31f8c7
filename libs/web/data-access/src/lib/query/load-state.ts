import type { UseQueryResult } from '@tanstack/react-query';

/** How a screen shows a list query: loading until it has data (and while a failed one retries), then its error. */
export interface LoadState {
  loading: boolean;
  /** Set once a failed read has settled: what failed, why, and a retry. */
  error?: { title: string; message: string; onRetry: () => void };
}

export function loadStateOf(query: UseQueryResult<unknown, Error>, failedTitle: string): LoadState {
  return {
    loading: query.isPending || query.isError,
    error:
      query.isError && !query.isFetching
        ? { title: failedTitle, message: query.error.message, onRetry: () => void query.refetch() }
        : undefined,
  };
}
