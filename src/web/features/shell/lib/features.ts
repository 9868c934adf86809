import type { QueryClient } from '@tanstack/react-query';
import { QUERY_TIMINGS } from '../../../app/query-client';
import { api } from '../../../lib/api';

type FeatureAnswer = { enabled: boolean };

export function featureQueryKey(companyId: string | null, code: string) {
  return ['features', companyId ?? 'none', code] as const;
}

/** GET /api/features/{code}; a failed check counts as not enabled (spec §8 "feature checks that fail return false"). */
export async function fetchFeature(code: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const answer = await api<FeatureAnswer>(`/api/features/${encodeURIComponent(code)}`, { signal });
    return answer.enabled === true;
  } catch {
    return false;
  }
}

/** The plan features a rule depends on, read through the query cache. */
export async function loadFeatures(client: QueryClient, companyId: string | null, codes: readonly string[]): Promise<Record<string, boolean>> {
  const entries = await Promise.all(
    codes.map(async (code) => {
      const enabled = await client.fetchQuery({
        queryKey: featureQueryKey(companyId, code),
        queryFn: ({ signal }) => fetchFeature(code, signal),
        staleTime: QUERY_TIMINGS.featureAccess.staleTime,
      });
      return [code, enabled] as const;
    }),
  );
  return Object.fromEntries(entries);
}
