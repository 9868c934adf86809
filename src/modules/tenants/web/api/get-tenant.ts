import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { tenantKeys } from './keys';
import type { TenantDetail } from './types';

/** GET /api/tenants/{id} (the customer's id): person, profile, leases, balance, invoices and payments. */
export function fetchTenant(id: string, signal?: AbortSignal): Promise<TenantDetail> {
  return api<TenantDetail>(`/api/tenants/${encodeURIComponent(id)}`, { signal });
}

export const tenantQueryOptions = (id: string) => queryOptions({ queryKey: tenantKeys.one(id), queryFn: ({ signal }) => fetchTenant(id, signal) });

export function useTenant(id: string) {
  return useQuery({ ...tenantQueryOptions(id), enabled: Boolean(id) });
}
