import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { leaseKeys } from './keys';
import type { LeaseDetail } from './types';

/** GET /api/leases/{id}: terms, property, tenant, the schedule with what is paid, cheques, invoices, payments, totals. */
export function fetchLease(id: string, signal?: AbortSignal): Promise<LeaseDetail> {
  return api<LeaseDetail>(`/api/leases/${encodeURIComponent(id)}`, { signal });
}

export const leaseQueryOptions = (id: string) => queryOptions({ queryKey: leaseKeys.one(id), queryFn: ({ signal }) => fetchLease(id, signal) });

export function useLease(id: string, enabled = true) {
  return useQuery({ ...leaseQueryOptions(id), enabled: enabled && Boolean(id) });
}
