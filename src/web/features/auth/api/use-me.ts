import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api';
import type { Me } from './types';

export const meQueryKey = ['me'] as const;

/** The signed-in user, or null when signed out (401 is an answer here, not an error). */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await api<Me>('/api/me', { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

// Staleness and retention come from the company-data defaults of app/query-client (spec §9:
// 5 minutes, 30 s while a super admin browses a company).
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => fetchMe(signal),
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** Reads /api/me again and waits for it, so guards see the new session before navigating. */
export function refreshMe(queryClient: QueryClient): Promise<Me | null> {
  return queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
}
