import FilePlus from 'lucide-react/icons/file-plus';
import Receipt from 'lucide-react/icons/receipt';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { DataTable, RowCard, type Column } from '../../../../web/components/data/data-table';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { FilterChips } from '../../../../web/components/data/filter-chips';
import { useDataT } from '../../../../web/components/data/i18n';
import { useListParams } from '../../../../web/components/data/list-params';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Pagination } from '../../../../web/components/data/pagination';
import { SearchBox } from '../../../../web/components/data/search-box';
import { Stat } from '../../../../web/components/data/section';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { customerName } from '../../../customers/web';
import { useInvoices } from '../api/get-invoices';
import type { Invoice, InvoiceFilter } from '../api/types';
import { InvoiceStatusBadge, useKindLabel } from '../components/invoice-badges';
import { useBillingT } from '../i18n';

const PAGE_SIZE = 50;
const FILTERS: readonly InvoiceFilter[] = ['all', 'open', 'overdue', 'pending', 'partially_paid', 'paid', 'cancelled'];

/** /finance/invoices: status (overdue = unpaid past due), search, outstanding and overdue totals, server pages. */
export function InvoicesPage() {
  const { t, language } = useBillingT();
  const d = useDataT().t;
  const co = useCompany();
  const kind = useKindLabel();
  const { get, set, page } = useListParams();
  const search = get('q');
  const status = (FILTERS as readonly string[]).includes(get('status')) ? (get('status') as InvoiceFilter) : 'all';
  const list = useInvoices({ search, status, page, pageSize: PAGE_SIZE, dir: status === 'overdue' ? 'asc' : 'desc' });
  const onSearch = useCallback((value: string) => set({ q: value, page: null }), [set]);
  const href = (i: Invoice) => withBase(co.base, `/finance/invoices/${i.id}`);
  const name = (i: Invoice) => customerName({ nameAr: i.customerNameAr ?? null, nameEn: i.customerNameEn ?? null }, language);
  const columns: Column<Invoice>[] = [
    { key: 'number', header: t('invoices.columns.number'), rowHeader: true, cell: (i) => <Link to={href(i)} className="num font-semibold whitespace-nowrap text-foreground hover:text-primary hover:underline">{i.invoiceNumber}</Link> },
    { key: 'customer', header: t('invoices.columns.customer'), cell: name },
    { key: 'contract', header: t('invoices.columns.contract'), hideBelow: 'lg', cell: (i) => (i.contractId && i.contractNumber ? <Link to={withBase(co.base, `/contracts/${i.contractId}`)} className="num text-primary hover:underline">{i.contractNumber}</Link> : '—') },
    { key: 'kind', header: t('invoices.columns.kind'), hideBelow: 'xl', cell: (i) => kind(i.kind) },
    { key: 'due', header: t('invoices.columns.due'), cell: (i) => <span className="whitespace-nowrap" title={i.overdueDays > 0 ? t('invoices.overdueDays', { days: co.f.number(i.overdueDays) }) : undefined}>{co.day(i.dueDate)}{i.overdueDays > 0 ? <span className="num ms-1.5 text-xs text-destructive">{`(${co.f.number(i.overdueDays)})`}</span> : null}</span> },
    { key: 'total', header: t('invoices.columns.total'), align: 'end', cell: (i) => <span className="num whitespace-nowrap">{co.money(i.total)}</span> },
    { key: 'balance', header: t('invoices.columns.balance'), align: 'end', cell: (i) => <span className="num font-medium whitespace-nowrap">{co.money(i.balance)}</span> },
    { key: 'status', header: t('invoices.columns.status'), cell: (i) => <InvoiceStatusBadge status={i.status} overdueDays={i.overdueDays} /> },
  ];
  const filtered = Boolean(search || status !== 'all');
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        subtitle={t('invoices.subtitle')}
        actions={
          co.can('finance.invoices.write') ? (
            <Button asChild>
              <Link to={withBase(co.base, '/finance/invoices/new')}>
                <FilePlus aria-hidden="true" />
                {t('invoices.new')}
              </Link>
            </Button>
          ) : null
        }
      />
      <div className="grid grid-cols-2 gap-4 lg:w-2/3">
        <Stat label={t('invoices.outstanding')} value={list.data ? co.money(list.data.totals.outstanding) : '—'} tone="warning" testId="invoices-outstanding" />
        <Stat label={t('invoices.overdueTotal')} value={list.data ? co.money(list.data.totals.overdue) : '—'} tone="danger" testId="invoices-overdue" />
      </div>
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-4">
        <SearchBox id="invoices-search" value={search} onSearch={onSearch} label={t('invoices.search')} placeholder={t('invoices.searchPlaceholder')} />
        <FilterChips
          label={t('invoices.statusFilter')}
          value={status}
          onChange={(value) => set({ status: value === 'all' ? null : value, page: null })}
          chips={FILTERS.map((f) => ({ value: f, label: t(`invoices.filters.${f}`), tone: f === 'overdue' ? ('danger' as const) : f === 'paid' ? ('success' as const) : undefined }))}
        />
      </div>
      {list.isPending ? (
        <SkeletonRows rows={8} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={Receipt} title={filtered ? t('invoices.noMatches') : t('invoices.empty')} body={filtered ? undefined : t('invoices.emptyBody')} action={filtered ? <Button variant="outline" onClick={() => set({ q: null, status: null, page: null })}>{d('clearFilters')}</Button> : undefined} />
      ) : (
        <div className="flex flex-col gap-4">
          <DataTable
            rows={list.data.items}
            rowKey={(i) => i.id}
            columns={columns}
            caption={t('invoices.caption')}
            testId="invoices-table"
            dim={list.isPlaceholderData}
            card={(i) => (
              <RowCard
                title={<Link to={href(i)} className="num hover:text-primary hover:underline">{i.invoiceNumber}</Link>}
                subtitle={name(i)}
                badge={<InvoiceStatusBadge status={i.status} overdueDays={i.overdueDays} />}
                facts={[
                  [t('invoices.columns.due'), co.day(i.dueDate)],
                  [t('invoices.columns.total'), <span key="t" className="num">{co.money(i.total)}</span>],
                  [t('invoices.columns.balance'), <span key="b" className="num font-medium">{co.money(i.balance)}</span>],
                ]}
              />
            )}
          />
          <Pagination page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={(next) => set({ page: next === 1 ? null : next })} />
        </div>
      )}
    </div>
  );
}
