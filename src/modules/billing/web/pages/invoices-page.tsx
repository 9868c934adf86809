import { useQueryClient } from '@tanstack/react-query';
import Ban from 'lucide-react/icons/ban';
import FilePlus from 'lucide-react/icons/file-plus';
import Receipt from 'lucide-react/icons/receipt';
import { Link } from 'react-router';
import { compareMoney } from '../../../../core/money';
import { withBase } from '../../../../core/modules';
import type { BulkAction } from '../../../../web/components/data/bulk-actions';
import { useCompany } from '../../../../web/components/data/company';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { Stat } from '../../../../web/components/data/section';
import { Button } from '../../../../web/components/ui/button';
import { customerName } from '../../../customers/web';
import { cancelInvoice } from '../api/cancel-invoice';
import { useInvoices } from '../api/get-invoices';
import { BALANCE_KEYS } from '../api/keys';
import type { Invoice, InvoiceFilter } from '../api/types';
import { AgreementLink } from '../components/agreement-link';
import { InvoiceStatusBadge, useKindLabel } from '../components/invoice-badges';
import { useBillingT } from '../i18n';

const FILTERS: readonly InvoiceFilter[] = ['all', 'open', 'overdue', 'pending', 'partially_paid', 'paid', 'cancelled'];
const LIST: ListConfig<never, InvoiceFilter> = { chips: { values: FILTERS } };

/** /finance/invoices: status (overdue = unpaid past due), search, outstanding and overdue totals, server pages; cancel the selected unpaid invoices. */
export function InvoicesPage() {
  const { t, language } = useBillingT();
  const co = useCompany();
  const kind = useKindLabel();
  const queryClient = useQueryClient();
  const list = useListState(LIST);
  const query = useInvoices({ search: list.search, status: list.chip, page: list.page, pageSize: list.pageSize, dir: list.chip === 'overdue' ? 'asc' : 'desc' });
  const href = (i: Invoice) => withBase(co.base, `/finance/invoices/${i.id}`);
  const name = (i: Invoice) => customerName({ nameAr: i.customerNameAr ?? null, nameEn: i.customerNameEn ?? null }, language);
  const columns: Column<Invoice>[] = [
    { key: 'number', header: t('invoices.columns.number'), rowHeader: true, cell: (i) => <Link to={href(i)} className="num font-semibold whitespace-nowrap text-foreground hover:text-primary hover:underline">{i.invoiceNumber}</Link> },
    { key: 'customer', header: t('invoices.columns.customer'), cell: name },
    { key: 'contract', header: t('invoices.columns.contract'), hideBelow: 'lg', cell: (i) => <AgreementLink contractId={i.contractId} contractNumber={i.contractNumber} leaseId={i.leaseId} leaseNumber={i.leaseNumber} /> },
    { key: 'kind', header: t('invoices.columns.kind'), hideBelow: 'xl', cell: (i) => kind(i.kind) },
    { key: 'due', header: t('invoices.columns.due'), cell: (i) => <span className="whitespace-nowrap" title={i.overdueDays > 0 ? t('invoices.overdueDays', { days: co.f.number(i.overdueDays) }) : undefined}>{co.day(i.dueDate)}{i.overdueDays > 0 ? <span className="num ms-1.5 text-xs text-destructive">{`(${co.f.number(i.overdueDays)})`}</span> : null}</span> },
    { key: 'total', header: t('invoices.columns.total'), align: 'end', cell: (i) => <span className="num whitespace-nowrap">{co.money(i.total)}</span> },
    { key: 'balance', header: t('invoices.columns.balance'), align: 'end', cell: (i) => <span className="num font-medium whitespace-nowrap">{co.money(i.balance)}</span> },
    { key: 'status', header: t('invoices.columns.status'), cell: (i) => <InvoiceStatusBadge status={i.status} overdueDays={i.overdueDays} /> },
  ];
  // The API cancels one invoice with no payment on it; the bar runs it per selected row.
  const cancel: BulkAction<Invoice> = {
    id: 'cancel',
    label: t('invoices.bulk.cancel'),
    icon: Ban,
    destructive: true,
    del: true,
    applies: (i) => i.status === 'pending' && compareMoney(i.paidAmount, '0') === 0,
    confirm: {
      title: (rows) => (rows.length === 1 ? t('invoice.cancelTitle', { number: rows[0]?.invoiceNumber }) : t('invoices.bulk.cancelTitle', { count: co.f.number(rows.length) })),
      body: t('invoice.cancelBody'),
      label: (rows) => (rows.length === 1 ? t('invoice.cancel') : t('invoices.bulk.cancel')),
    },
    run: (i) => cancelInvoice(i.id),
    settled: () => BALANCE_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })),
  };

  return (
    <ListPage
      list={list}
      query={query}
      id="invoices"
      header={{
        subtitle: t('invoices.subtitle'),
        actions: co.can('finance.invoices.write') ? (
          <Button asChild>
            <Link to={withBase(co.base, '/finance/invoices/new')}>
              <FilePlus aria-hidden="true" />
              {t('invoices.new')}
            </Link>
          </Button>
        ) : null,
      }}
      above={
        <div className="grid grid-cols-2 gap-4 lg:w-2/3">
          <Stat label={t('invoices.outstanding')} value={query.data ? co.money(query.data.totals.outstanding) : '—'} tone="warning" testId="invoices-outstanding" />
          <Stat label={t('invoices.overdueTotal')} value={query.data ? co.money(query.data.totals.overdue) : '—'} tone="danger" testId="invoices-overdue" />
        </div>
      }
      search={{ label: t('invoices.search'), placeholder: t('invoices.searchPlaceholder') }}
      chips={{ label: t('invoices.statusFilter'), items: FILTERS.map((f) => ({ value: f, label: t(`invoices.filters.${f}`), tone: f === 'overdue' ? ('danger' as const) : f === 'paid' ? ('success' as const) : undefined })) }}
      columns={columns}
      rowKey={(i) => i.id}
      rowLabel={(i) => i.invoiceNumber}
      caption={t('invoices.caption')}
      testId="invoices-table"
      empty={{ icon: Receipt, title: t('invoices.empty'), body: t('invoices.emptyBody') }}
      noMatches={{ title: t('invoices.noMatches') }}
      bulkActions={co.can('finance.invoices.write') ? [cancel] : []}
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
  );
}
