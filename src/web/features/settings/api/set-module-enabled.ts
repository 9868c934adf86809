import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { meQueryKey } from '../../auth/api/use-me';
import { companyModulesQueryKey } from './get-company-modules';
import { companyQueryKey } from './get-company';
import type { CompanyModule } from './types';

export type SetModuleInput = { moduleName: string; isEnabled: boolean };

/** PUT /api/company/modules/{moduleName} (company admin). */
export function setModuleEnabled({ moduleName, isEnabled }: SetModuleInput): Promise<CompanyModule> {
  return api<CompanyModule>(`/api/company/modules/${encodeURIComponent(moduleName)}`, { method: 'PUT', body: { isEnabled } });
}

/** Flips the switch at once and flips it back if the server refuses. */
export function useSetModuleEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setModuleEnabled,
    onMutate: async ({ moduleName, isEnabled }) => {
      await queryClient.cancelQueries({ queryKey: companyModulesQueryKey });
      const previous = queryClient.getQueryData<CompanyModule[]>(companyModulesQueryKey);
      queryClient.setQueryData<CompanyModule[]>(companyModulesQueryKey, (items) =>
        items?.map((item) => (item.moduleName === moduleName ? { ...item, isEnabled } : item)),
      );
      return { previous };
    },
    onError: (_, __, context) => {
      if (context?.previous) queryClient.setQueryData(companyModulesQueryKey, context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: companyModulesQueryKey });
      void queryClient.invalidateQueries({ queryKey: companyQueryKey, exact: true });
      // The side menu is built from the company's active modules (/api/me).
      void queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true });
    },
  });
}
