import FileBarChart from 'lucide-react/icons/file-chart-column';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { ReportTableView, type ReportRow } from '../../../../web/components/data/report-table';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { queryString } from '../../../../web/lib/api';
import { useStatement, type Statement } from '../api/reports';
import { ReportFilters, useReportParams } from '../components/report-filters';
import { useFinanceReportsT } from '../i18n/reports';

/**
 * One statement (trial balance, income statement, balance sheet, cash flow, aging): the filters,
 * the report's table as the server built it, and its Excel/PDF downloads.
 */
export function StatementPage({ report }: { report: Statement }) {
  const { t, language } = useFinanceReportsT();
  const co = useCompany();
  const [params, setParams] = useReportParams();
  const query = useStatement(report, params);
  const data = query.data as (typeof query.data & { from?: string; to?: string; asOf?: string }) | undefined;
  const table = data?.table;
  // An account's row opens its ledger for the same period and filters; an entry's row opens the entry.
  const rowHref = (r: ReportRow) =>
    r.accountId
      ? withBase(co.base, `/finance/ledger${queryString({ accountId: r.accountId, from: data?.from ?? params.from, to: data?.to ?? params.to, costCenterId: params.costCenterId, partyId: params.partyId })}`)
      : r.entryId
        ? withBase(co.base, `/finance/journal-entries/${r.entryId}`)
        : null;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t(`reports.list.${report}.title`)} subtitle={table?.subtitle[language]} back={withBase(co.base, '/finance/reports')} />
      <ReportFilters
        key={JSON.stringify(params)}
        params={params}
        onApply={setParams}
        asOf={report === 'balance-sheet' || report === 'aging'}
        shown={{ from: data?.from, to: data?.to ?? data?.asOf }}
        download={{ path: `/api/finance/reports/${report}`, name: `${report}-${data?.to ?? data?.asOf ?? ''}` }}
      />
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !table && query.isPending ? (
        <SkeletonRows rows={10} />
      ) : !table || table.rows.length === 0 ? (
        <EmptyState icon={FileBarChart} title={t('table.empty')} body={t('table.emptyBody')} />
      ) : (
        <ReportTableView table={table} rowHref={rowHref} />
      )}
    </div>
  );
}

export const TrialBalancePage = () => <StatementPage report="trial-balance" />;
export const IncomeStatementPage = () => <StatementPage report="income-statement" />;
export const BalanceSheetPage = () => <StatementPage report="balance-sheet" />;
export const CashFlowPage = () => <StatementPage report="cash-flow" />;
export const AgingPage = () => <StatementPage report="aging" />;
export const VatReturnPage = () => <StatementPage report="vat-return" />;
