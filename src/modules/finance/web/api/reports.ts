// The financial reports' calls: GET /api/finance/reports/*, /api/finance/overview, the account list
// for the ledger's picker, and the Excel/PDF downloads. Shapes are generated from the API.
import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../../web/lib/api';
import { api } from '../../../../web/lib/api';
import type { ApiResponse, Schemas } from '../../../../web/lib/api-types';
import { downloadFile } from '../../../../web/lib/open-file';

export type ReportTable = Schemas['ReportTable'];
export type ReportRow = ReportTable['rows'][number];
export type Statement = 'trial-balance' | 'income-statement' | 'balance-sheet' | 'cash-flow' | 'aging' | 'vat-return';
export type StatementData = { table?: ReportTable; balanced?: boolean };
export type Ledger = ApiResponse<'GET /api/finance/reports/general-ledger'>;
export type Overview = ApiResponse<'GET /api/finance/overview'>;
export type ReportOptions = ApiResponse<'GET /api/finance/reports/options'>;

/** The shared query of every report (period.ts on the server). */
export type ReportParams = {
  from?: string;
  to?: string;
  compareFrom?: string;
  compareTo?: string;
  costCenterId?: string;
  partyType?: 'customer';
  partyId?: string;
};

const keys = {
  statement: (slug: Statement, p: ReportParams) => ['finance-reports', slug, p] as const,
  ledger: (accountId: string, p: ReportParams) => ['finance-reports', 'ledger', accountId, p] as const,
  overview: ['finance-reports', 'overview'] as const,
  options: ['finance-reports', 'options'] as const,
  accounts: ['finance-reports', 'accounts'] as const,
};

export const statementQuery = (slug: Statement, p: ReportParams) =>
  queryOptions({ queryKey: keys.statement(slug, p), queryFn: ({ signal }) => api<StatementData>(`/api/finance/reports/${slug}${queryString(p)}`, { signal }) });

export function useStatement(slug: Statement, p: ReportParams) {
  return useQuery({ ...statementQuery(slug, p), placeholderData: keepPreviousData });
}

/** A busy account's ledger, 100 lines a page, each next page from the previous page's cursor. */
export function useLedger(accountId: string | null, p: ReportParams) {
  return useInfiniteQuery({
    queryKey: keys.ledger(accountId ?? '', p),
    enabled: !!accountId,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => api<Ledger>(`/api/finance/reports/general-ledger${queryString({ ...p, accountId, cursor: pageParam, limit: 100 })}`, { signal }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useOverview() {
  return useQuery({ queryKey: keys.overview, queryFn: ({ signal }) => api<Overview>('/api/finance/overview', { signal }) });
}

export function useReportOptions() {
  return useQuery({ queryKey: keys.options, queryFn: ({ signal }) => api<ReportOptions>('/api/finance/reports/options', { signal }), staleTime: 5 * 60_000 });
}

type AccountItem = { id: string; code: string; nameAr: string; nameEn: string; isHeader: boolean; isActive: boolean };
/** The chart's posting accounts, for the ledger's account picker. */
export function usePostingAccounts() {
  return useQuery({
    queryKey: keys.accounts,
    queryFn: async ({ signal }) => (await api<{ items: AccountItem[] }>('/api/finance/accounts', { signal })).items.filter((a) => !a.isHeader),
    staleTime: 5 * 60_000,
  });
}

/** A report as an Excel or PDF file, saved. */
export async function downloadReport(path: string, p: ReportParams & { accountId?: string }, format: 'xlsx' | 'pdf', name: string): Promise<void> {
  await downloadFile(`${path}${queryString({ ...p, format })}`, `${name}.${format}`);
}

export function useDownloadReport() {
  return useMutation({ mutationFn: (a: { path: string; params: ReportParams & { accountId?: string }; format: 'xlsx' | 'pdf'; name: string }) => downloadReport(a.path, a.params, a.format, a.name) });
}
