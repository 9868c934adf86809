import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import { customerKeys } from './keys';
import type { CustomerList, CustomerListParams } from './types';

/** GET /api/customers: typo-tolerant name search, phone, civil ID or number; type and status filters; pages. */
export function fetchCustomers(params: CustomerListParams, signal?: AbortSignal): Promise<CustomerList> {
  return api<CustomerList>(`/api/customers${queryString(params)}`, { signal });
}

export const customersQueryOptions = (params: CustomerListParams) => queryOptions({ queryKey: customerKeys.list(params), queryFn: ({ signal }) => fetchCustomers(params, signal) });

export function useCustomers(params: CustomerListParams, enabled = true) {
  return useQuery({ ...customersQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
