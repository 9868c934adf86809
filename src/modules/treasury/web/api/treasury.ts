import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import type { AccountDetail, AccountInput, AccountList, LedgerOptions, Movement, MovementInput, Reconciliation, Statement, StatementFile, StatementMapping, StatementPreview } from './types';

export const treasuryKeys = {
  all: ['treasury'] as const,
  accounts: ['treasury', 'accounts'] as const,
  account: (id: string) => ['treasury', 'account', id] as const,
  options: ['treasury', 'ledger-options'] as const,
  statement: (id: string) => ['treasury', 'statement', id] as const,
};
/** A treasury change moves balances and the books: the finance views go stale too. */
const STALE = [['treasury'], ['finance']] as const;

/** GET /api/treasury/accounts. */
export const useTreasuryAccounts = () => useQuery({ queryKey: treasuryKeys.accounts, queryFn: ({ signal }) => api<AccountList>('/api/treasury/accounts', { signal }) });

export const accountQueryOptions = (id: string) => queryOptions({ queryKey: treasuryKeys.account(id), queryFn: ({ signal }) => api<AccountDetail>(`/api/treasury/accounts/${encodeURIComponent(id)}`, { signal }) });
/** GET /api/treasury/accounts/{id}: balance, movements and statements. */
export const useTreasuryAccount = (id: string) => useQuery({ ...accountQueryOptions(id), enabled: Boolean(id) });

/** GET /api/treasury/ledger-accounts: posting accounts for the pickers. */
export const useLedgerOptions = (enabled = true) => useQuery({ queryKey: treasuryKeys.options, queryFn: ({ signal }) => api<LedgerOptions>('/api/treasury/ledger-accounts', { signal }), enabled, staleTime: 60_000 });

/** GET /api/treasury/statements/{id}: the reconciliation. */
export const useReconciliation = (id: string) => useQuery({ queryKey: treasuryKeys.statement(id), queryFn: ({ signal }) => api<Reconciliation>(`/api/treasury/statements/${encodeURIComponent(id)}`, { signal }), enabled: Boolean(id) });

function useInvalidating<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => STALE.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })) });
}

/** POST /api/treasury/accounts. */
export const useCreateTreasuryAccount = () => useInvalidating((body: AccountInput) => api<AccountList['items'][number]>('/api/treasury/accounts', { method: 'POST', body }));
/** POST /api/treasury/movements. */
export const useRecordMovement = () => useInvalidating((body: MovementInput) => api<Movement>('/api/treasury/movements', { method: 'POST', body }));
/** POST /api/treasury/accounts/{id}/statements/preview (nothing is saved). */
export const usePreviewStatement = () => useMutation({ mutationFn: ({ id, body }: { id: string; body: StatementFile & { mapping?: StatementMapping } }) => api<StatementPreview>(`/api/treasury/accounts/${encodeURIComponent(id)}/statements/preview`, { method: 'POST', body }) });
/** POST /api/treasury/accounts/{id}/statements. */
export const useImportStatement = () => useInvalidating(({ id, body }: { id: string; body: StatementFile & { mapping: StatementMapping; openingBalance?: string } }) => api<Statement>(`/api/treasury/accounts/${encodeURIComponent(id)}/statements`, { method: 'POST', body }));
/** POST /api/treasury/statements/{id}/matches. */
export const useConfirmMatches = () =>
  useInvalidating(({ id, matches }: { id: string; matches: { statementLineId: string; journalLineId: string }[] }) => api<Reconciliation>(`/api/treasury/statements/${encodeURIComponent(id)}/matches`, { method: 'POST', body: { matches } }));
/** DELETE /api/treasury/statement-lines/{id}/match. */
export const useUnmatch = () => useInvalidating((lineId: string) => api<Reconciliation>(`/api/treasury/statement-lines/${encodeURIComponent(lineId)}/match`, { method: 'DELETE' }));
/** POST /api/treasury/statement-lines/{id}/entry. */
export const useCreateEntry = () =>
  useInvalidating(({ lineId, body }: { lineId: string; body: { counterAccountId: string; costCenterId?: string; description?: string } }) => api<{ movement: Movement; reconciliation: Reconciliation }>(`/api/treasury/statement-lines/${encodeURIComponent(lineId)}/entry`, { method: 'POST', body }));
