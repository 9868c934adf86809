import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { hrKeys } from './keys';
import type { Account } from './types';

/** GET /api/hr/accounts: every employee with their system account, roles and extra grants. */
export function fetchAccounts(signal?: AbortSignal): Promise<Account[]> {
  return api<{ items: Account[] }>('/api/hr/accounts', { signal }).then((body) => body.items);
}

export const accountsQueryOptions = queryOptions({ queryKey: hrKeys.accounts, queryFn: ({ signal }) => fetchAccounts(signal) });

export function useAccounts() {
  return useQuery(accountsQueryOptions);
}
