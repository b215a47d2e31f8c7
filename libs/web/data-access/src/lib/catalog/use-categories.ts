import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type CategoriesResponse } from '@changas/shared/contracts';
import { api } from '../http/api';

export const categoriesQueryKey = ['categories'] as const;

/** The 20 service categories; they rarely change, so they stay fresh for the whole visit. */
export const categoriesQuery = queryOptions({
  queryKey: categoriesQueryKey,
  queryFn: async ({ signal }) =>
    (await api.get<CategoriesResponse>(API_PATHS.categories, signal)).data.categories,
  staleTime: Infinity,
});

export const useCategories = () => useQuery(categoriesQuery);
