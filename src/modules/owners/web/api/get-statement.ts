import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import { ownerKeys } from './keys';
import type { OwnerStatement, Period } from './types';

/** GET /api/owners/{id}/statement: opening balance, collections, expenses, payouts and totals of a period. */
export function fetchStatement(id: string, period: Period, signal?: AbortSignal): Promise<OwnerStatement> {
  return api<OwnerStatement>(`/api/owners/${encodeURIComponent(id)}/statement${queryString(period)}`, { signal });
}

export const statementQueryOptions = (id: string, period: Period) => queryOptions({ queryKey: ownerKeys.statement(id, period), queryFn: ({ signal }) => fetchStatement(id, period, signal) });

export function useStatement(id: string, period: Period, enabled: boolean) {
  return useQuery({ ...statementQueryOptions(id, period), placeholderData: keepPreviousData, enabled });
}

/** The printable statement's address (opened with openFile, which sends the language). */
export function statementPdfPath(id: string, period: Period): string {
  return `/api/owners/${encodeURIComponent(id)}/statement/pdf${queryString(period)}`;
}
