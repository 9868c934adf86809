import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { customerKeys } from './keys';
import type { CustomerDetail } from './types';

/** GET /api/customers/{id}: the record with its contracts, invoices, payments and balance. */
export function fetchCustomer(id: string, signal?: AbortSignal): Promise<CustomerDetail> {
  return api<CustomerDetail>(`/api/customers/${encodeURIComponent(id)}`, { signal });
}

export const customerQueryOptions = (id: string) => queryOptions({ queryKey: customerKeys.one(id), queryFn: ({ signal }) => fetchCustomer(id, signal) });

export function useCustomer(id: string, enabled = true) {
  return useQuery({ ...customerQueryOptions(id), enabled: enabled && Boolean(id) });
}
