import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import { leaseKeys } from './keys';
import type { LeaseList, LeaseListParams } from './types';

/** GET /api/leases: search, statuses, a property (a building with its units) or a tenant, ending soon, overdue; pages; counts by status. */
export function fetchLeases(params: LeaseListParams, signal?: AbortSignal): Promise<LeaseList> {
  return api<LeaseList>(`/api/leases${queryString(params)}`, { signal });
}

export const leasesQueryOptions = (params: LeaseListParams) => queryOptions({ queryKey: leaseKeys.list(params), queryFn: ({ signal }) => fetchLeases(params, signal) });

export function useLeases(params: LeaseListParams) {
  return useQuery({ ...leasesQueryOptions(params), placeholderData: keepPreviousData });
}
