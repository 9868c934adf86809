import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Session } from './types';

export const sessionsQueryKey = ['me', 'sessions'] as const;

/** GET /api/me/sessions: this user's signed-in devices, most recently active first. */
export function fetchSessions(signal?: AbortSignal): Promise<Session[]> {
  return api<{ items: Session[] }>('/api/me/sessions', { signal }).then((body) => body.items);
}

export const sessionsQueryOptions = queryOptions({
  queryKey: sessionsQueryKey,
  queryFn: ({ signal }) => fetchSessions(signal),
  staleTime: 30_000,
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
