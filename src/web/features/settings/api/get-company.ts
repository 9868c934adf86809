import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Company } from './types';

export const companyQueryKey = ['company'] as const;

/** GET /api/company: the caller's company profile (any member may read it). */
export function fetchCompany(signal?: AbortSignal): Promise<Company> {
  return api<Company>('/api/company', { signal });
}

export const companyQueryOptions = queryOptions({
  queryKey: companyQueryKey,
  queryFn: ({ signal }) => fetchCompany(signal),
});

export function useCompany(enabled = true) {
  return useQuery({ ...companyQueryOptions, enabled });
}
