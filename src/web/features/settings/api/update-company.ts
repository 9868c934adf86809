import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { meQueryKey } from '../../auth/api/use-me';
import { companyQueryKey } from './get-company';
import type { Company, CompanyPatch } from './types';

/** PATCH /api/company (company admin; others get 403 forbidden). */
export function updateCompany(patch: CompanyPatch): Promise<Company> {
  return api<Company>('/api/company', { method: 'PATCH', body: patch });
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => {
      queryClient.setQueryData(companyQueryKey, company);
      // The header shows the company name and amounts use its currency: both come from /api/me.
      void queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true });
    },
  });
}
