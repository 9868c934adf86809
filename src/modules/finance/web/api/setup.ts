import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { booksKeys } from './books-keys';
import type { SetupInput, SetupState, TemplatePreview, TemplateId } from './books-types';

/** GET /api/finance/setup: `setupDone` tells /finance whether to offer the wizard. */
export const useSetupState = () => useQuery({ queryKey: booksKeys.setup, queryFn: ({ signal }) => api<SetupState>('/api/finance/setup', { signal }) });

/** GET /api/finance/chart-templates?template=: a template's accounts and default mappings. */
export const useTemplatePreview = (id: TemplateId | null) =>
  useQuery({ queryKey: booksKeys.template(id ?? ''), queryFn: ({ signal }) => api<TemplatePreview>(`/api/finance/chart-templates?template=${id}`, { signal }), enabled: Boolean(id), staleTime: Infinity });

/** POST /api/finance/setup: template, fiscal year, mappings, opening balances in one transaction. */
export function useApplySetup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: SetupInput) => api<SetupState & { openingEntryId: string | null }>('/api/finance/setup', { method: 'POST', body: input }), onSuccess: () => queryClient.invalidateQueries({ queryKey: booksKeys.all }) });
}
