import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import { ownerKeys } from './keys';
import type { OwnerList, OwnerListParams } from './types';

/** GET /api/owners: name or code search, type and active filters, pages; each row with its properties and balance due. */
export function fetchOwners(params: OwnerListParams, signal?: AbortSignal): Promise<OwnerList> {
  return api<OwnerList>(`/api/owners${queryString(params)}`, { signal });
}

export const ownersQueryOptions = (params: OwnerListParams) => queryOptions({ queryKey: ownerKeys.list(params), queryFn: ({ signal }) => fetchOwners(params, signal) });

export function useOwners(params: OwnerListParams) {
  return useQuery({ ...ownersQueryOptions(params), placeholderData: keepPreviousData });
}
