import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import { tenantKeys } from './keys';
import type { TenantList, TenantListParams } from './types';

/** GET /api/tenants: name, phone or civil ID search; computed status chips with counts; balance owed; pages. */
export function fetchTenants(params: TenantListParams, signal?: AbortSignal): Promise<TenantList> {
  return api<TenantList>(`/api/tenants${queryString(params)}`, { signal });
}

export const tenantsQueryOptions = (params: TenantListParams) => queryOptions({ queryKey: tenantKeys.list(params), queryFn: ({ signal }) => fetchTenants(params, signal) });

export function useTenants(params: TenantListParams) {
  return useQuery({ ...tenantsQueryOptions(params), placeholderData: keepPreviousData });
}
