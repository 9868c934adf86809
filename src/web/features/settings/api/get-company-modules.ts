import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { CompanyModule } from './types';

export const companyModulesQueryKey = ['company', 'modules'] as const;

/** GET /api/company/modules: each module's switch for the caller's company. */
export function fetchCompanyModules(signal?: AbortSignal): Promise<CompanyModule[]> {
  return api<{ items: CompanyModule[] }>('/api/company/modules', { signal }).then((body) => body.items);
}

export const companyModulesQueryOptions = queryOptions({
  queryKey: companyModulesQueryKey,
  queryFn: ({ signal }) => fetchCompanyModules(signal),
});

export function useCompanyModules(enabled = true) {
  return useQuery({ ...companyModulesQueryOptions, enabled });
}
