import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { contractKeys } from './keys';
import type { ContractDetail } from './types';

/** GET /api/contracts/{id}: with customer, vehicle, invoices, payments and balance. */
export function fetchContract(id: string, signal?: AbortSignal): Promise<ContractDetail> {
  return api<ContractDetail>(`/api/contracts/${encodeURIComponent(id)}`, { signal });
}

export const contractQueryOptions = (id: string) => queryOptions({ queryKey: contractKeys.one(id), queryFn: ({ signal }) => fetchContract(id, signal) });

export function useContract(id: string) {
  return useQuery(contractQueryOptions(id));
}
