import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import type { BudgetDetail, BudgetInput, BudgetList, BudgetOptions, BudgetStatus, CostCenterInput, CostCenterTree } from './types';

export const budgetKeys = {
  all: ['budgets'] as const,
  list: ['budgets', 'list'] as const,
  one: (id: string) => ['budgets', 'one', id] as const,
  options: ['budgets', 'options'] as const,
  tree: (from: string, to: string) => ['budgets', 'cost-centers', from, to] as const,
};
/** A budget or centre change moves the books' pickers, and alerts may appear in the bell. */
const STALE = [['budgets'], ['finance-books'], ['alerts']] as const;

export const useBudgets = () => useQuery({ queryKey: budgetKeys.list, queryFn: ({ signal }) => api<BudgetList>('/api/budgets', { signal }) });

export const budgetQueryOptions = (id: string) => queryOptions({ queryKey: budgetKeys.one(id), queryFn: ({ signal }) => api<BudgetDetail>(`/api/budgets/${encodeURIComponent(id)}`, { signal }) });
export const useBudget = (id: string) => useQuery({ ...budgetQueryOptions(id), enabled: Boolean(id) });

export const useBudgetOptions = () => useQuery({ queryKey: budgetKeys.options, queryFn: ({ signal }) => api<BudgetOptions>('/api/budgets/options', { signal }), staleTime: 60_000 });

/** GET /api/finance/cost-centers/tree: months YYYY-MM, or the fiscal year of today when empty. */
export const useCostCenterTree = (from: string, to: string) =>
  useQuery({ queryKey: budgetKeys.tree(from, to), queryFn: ({ signal }) => api<CostCenterTree>(`/api/finance/cost-centers/tree${queryString({ from: from || undefined, to: to || undefined })}`, { signal }) });

function useInvalidating<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => STALE.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })) });
}

export const useSaveBudget = () =>
  useInvalidating(({ id, body }: { id?: string; body: BudgetInput }) => (id ? api<BudgetDetail>(`/api/budgets/${encodeURIComponent(id)}`, { method: 'PATCH', body }) : api<BudgetDetail>('/api/budgets', { method: 'POST', body })));
export const useBudgetStatus = () => useInvalidating(({ id, status }: { id: string; status: BudgetStatus }) => api<BudgetDetail>(`/api/budgets/${encodeURIComponent(id)}/status`, { method: 'POST', body: { status } }));
export const useDeleteBudget = () => useInvalidating((id: string) => api<{ id: string }>(`/api/budgets/${encodeURIComponent(id)}`, { method: 'DELETE' }));
export const useSaveCostCenter = () =>
  useInvalidating(({ id, body }: { id?: string; body: Partial<CostCenterInput> }) => (id ? api<unknown>(`/api/finance/cost-centers/${encodeURIComponent(id)}`, { method: 'PATCH', body }) : api<unknown>('/api/finance/cost-centers', { method: 'POST', body })));
