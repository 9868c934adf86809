import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';

export type AlertCounts = { budget: number; vehicle: number; notification: number; document: number; total: number };

export const alertKeys = { all: ['alerts'] as const, count: ['alerts', 'count'] as const, list: ['alerts', 'list'] as const };

/**
 * GET /api/alerts/count: the bell's badge (head-only counts), refetched every 60 s and fresh for
 * 30 s (spec §9). The one alerts call in the shell's first load; a failure shows no badge.
 */
export function useAlertCount(enabled = true): number {
  const query = useQuery({
    queryKey: alertKeys.count,
    queryFn: ({ signal }) => api<AlertCounts>('/api/alerts/count', { signal }),
    refetchInterval: 60_000,
    staleTime: 30_000,
    enabled,
    retry: false,
  });
  return query.data?.total ?? 0;
}
