import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import { contractKeys } from './keys';
import type { ContractList, ContractListParams } from './types';

/** GET /api/contracts: search, status (comma list), ending within N days, customer/vehicle; pages; counts by status. */
export function fetchContracts(params: ContractListParams, signal?: AbortSignal): Promise<ContractList> {
  return api<ContractList>(`/api/contracts${queryString(params)}`, { signal });
}

export const contractsQueryOptions = (params: ContractListParams) => queryOptions({ queryKey: contractKeys.list(params), queryFn: ({ signal }) => fetchContracts(params, signal) });

export function useContracts(params: ContractListParams, enabled = true) {
  return useQuery({ ...contractsQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
