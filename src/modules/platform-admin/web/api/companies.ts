import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import type { CreateCompanyInput, UpdateCompanyInput } from '../../schemas';
import type { CompanyDetail, CompanyFilters, CompanyRow, PlanOption } from './types';

/** Query keys of the console; ['platform'] also holds the browse switcher's company list. */
export const platformKeys = {
  all: ['platform'] as const,
  companies: (filters: CompanyFilters) => ['platform', 'companies', filters] as const,
  company: (id: string) => ['platform', 'company', id] as const,
  plans: ['platform', 'plan-options'] as const,
};

export const companiesQuery = (filters: CompanyFilters) =>
  queryOptions({
    queryKey: platformKeys.companies(filters),
    queryFn: ({ signal }) => api<{ items: CompanyRow[] }>(`/api/platform/companies${queryString(filters)}`, { signal }).then((r) => r.items),
  });

export function useCompanies(filters: CompanyFilters) {
  return useQuery({ ...companiesQuery(filters), placeholderData: keepPreviousData });
}

export function useCompany(id: string | null) {
  return useQuery({
    queryKey: platformKeys.company(id ?? ''),
    queryFn: ({ signal }) => api<CompanyDetail>(`/api/platform/companies/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

/** Plans for the create/edit forms (codes and names only). */
export function usePlanOptions() {
  return useQuery({
    queryKey: platformKeys.plans,
    queryFn: ({ signal }) => api<{ items: PlanOption[] }>('/api/platform/plans', { signal }).then((r) => r.items),
    staleTime: 60_000,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: platformKeys.all });
}

export function useCreateCompany() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: CreateCompanyInput) => api<{ id: string; adminUserId: string; inviteLink: string }>('/api/platform/companies', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateCompany() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateCompanyInput }) => api<CompanyDetail>(`/api/platform/companies/${id}`, { method: 'PATCH', body: input }),
    onSuccess: invalidate,
  });
}

export function useSetSuspended() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, suspend, reason }: { id: string; suspend: boolean; reason?: string }) =>
      api<CompanyDetail>(`/api/platform/companies/${id}/${suspend ? 'suspend' : 'reactivate'}`, { method: 'POST', body: reason ? { reason } : {} }),
    onSuccess: invalidate,
  });
}
