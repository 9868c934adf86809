import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { ownerKeys } from './keys';
import type { OwnerDetail } from './types';

/** GET /api/owners/{id}: the owner with properties, payouts and this year's figures. */
export function fetchOwner(id: string, signal?: AbortSignal): Promise<OwnerDetail> {
  return api<OwnerDetail>(`/api/owners/${encodeURIComponent(id)}`, { signal });
}

export const ownerQueryOptions = (id: string) => queryOptions({ queryKey: ownerKeys.one(id), queryFn: ({ signal }) => fetchOwner(id, signal) });

export function useOwner(id: string) {
  return useQuery({ ...ownerQueryOptions(id), enabled: Boolean(id) });
}
