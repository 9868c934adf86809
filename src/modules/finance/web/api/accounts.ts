import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { booksKeys } from './books-keys';
import type { Account, AccountInput, AccountList, CostCenter, Mapping } from './books-types';

/** GET /api/finance/accounts: the whole chart in code order with balances. */
export const accountsQuery = queryOptions({ queryKey: booksKeys.accounts, queryFn: ({ signal }) => api<AccountList>('/api/finance/accounts', { signal }) });
export const useAccounts = () => useQuery(accountsQuery);

/** GET /api/finance/cost-centers. */
export const useCostCenters = () => useQuery({ queryKey: booksKeys.costCenters, queryFn: ({ signal }) => api<{ items: CostCenter[] }>('/api/finance/cost-centers', { signal }), staleTime: 60_000 });

/** POST /api/finance/accounts, or PATCH /api/finance/accounts/{id} (409 account_has_postings: the type stays). */
export function useSaveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: Partial<AccountInput> }) =>
      id ? api<Account>(`/api/finance/accounts/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }) : api<Account>('/api/finance/accounts', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: booksKeys.accounts }),
  });
}

/** DELETE /api/finance/accounts/{id} (409 when it has postings, sub-accounts or a mapping). */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/finance/accounts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: booksKeys.accounts }),
  });
}

/** GET /api/finance/account-mappings: every event key, with its account or none. */
export const useMappings = () => useQuery({ queryKey: booksKeys.mappings, queryFn: ({ signal }) => api<{ items: Mapping[] }>('/api/finance/account-mappings', { signal }) });

/** PUT /api/finance/account-mappings. */
export function useSaveMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { key: string; accountId: string }) => api<Mapping>('/api/finance/account-mappings', { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: booksKeys.mappings }),
  });
}
