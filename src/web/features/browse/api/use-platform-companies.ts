import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/platform/companies (super admin only): every company, ordered by name. */
export type PlatformCompany = {
  id: string;
  name: string;
  nameAr: string | null;
  businessType: string;
  country: string | null;
  currency: string;
  subscriptionStatus: string;
};

export const platformCompaniesQuery = queryOptions({
  queryKey: ['platform', 'companies'] as const,
  queryFn: ({ signal }) => api<{ items: PlatformCompany[] }>('/api/platform/companies', { signal }).then((r) => r.items),
  staleTime: 60_000,
});

export function usePlatformCompanies(enabled = true) {
  return useQuery({ ...platformCompaniesQuery, enabled });
}
