import { useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import { tenantKeys } from './keys';
import type { MatchParams, TenantMatch } from './types';

/** GET /api/tenants/matches: customers already recorded with this civil ID, phone or CR (link instead of a duplicate). */
export function findMatches(params: MatchParams, signal?: AbortSignal): Promise<{ items: TenantMatch[] }> {
  return api<{ items: TenantMatch[] }>(`/api/tenants/matches${queryString(params)}`, { signal });
}

/** Runs once the user asks (`params` set), not while they type. */
export function useMatches(params: MatchParams | null) {
  return useQuery({ queryKey: tenantKeys.matches(params ?? {}), queryFn: ({ signal }) => findMatches(params!, signal), enabled: params !== null });
}
