import CreditCard from 'lucide-react/icons/credit-card';
import Wallet from 'lucide-react/icons/wallet';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { DataTable, RowCard, type Column } from '../../../../web/components/data/data-table';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { useListParams } from '../../../../web/components/data/list-params';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Pagination } from '../../../../web/components/data/pagination';
import { SearchBox } from '../../../../web/components/data/search-box';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { customerName } from '../../../customers/web';
import { usePayments } from '../api/get-payments';
import type { Payment } from '../api/types';
import { useMethodLabel } from '../components/invoice-badges';
import { ReceiptButton } from '../components/receipt-button';
import { RecordPaymentDialog } from '../components/record-payment-dialog';
import { useBillingT } from '../i18n';

const PAGE_SIZE = 50;

/** /finance/payments (and /finance/payments/new, which opens the dialog): receipts with search and pages. */
export function PaymentsPage({ startOpen = false }: { startOpen?: boolean }) {
  const { t, language } = useBillingT();
  const co = useCompany();
  const navigate = useNavigate();
  const method = useMethodLabel();
  const { get, set, page } = useListParams();
  const canWrite = co.can('finance.payments.write');
  const [open, setOpen] = useState(startOpen && canWrite);
  const search = get('q');
  const list = usePayments({ search, page, pageSize: PAGE_SIZE });
  const onSearch = useCallback((value: string) => set({ q: value, page: null }), [set]);
  useShortcutEvent('new', () => canWrite && setOpen(true));
  const name = (p: Payment) => customerName({ nameAr: p.customerNameAr ?? null, nameEn: p.customerNameEn ?? null }, language);
  const columns: Column<Payment>[] = [
    { key: 'number', header: t('payments.columns.number'), rowHeader: true, cell: (p) => <span className="num font-semibold whitespace-nowrap">{p.paymentNumber}</span> },
    { key: 'date', header: t('payments.columns.date'), cell: (p) => <span className="whitespace-nowrap">{co.day(p.paymentDate)}</span> },
    { key: 'customer', header: t('payments.columns.customer'), cell: (p) => <Link className="hover:text-primary hover:underline" to={withBase(co.base, `/customers/${p.customerId}`)}>{name(p)}</Link> },
    { key: 'contract', header: t('payments.columns.contract'), hideBelow: 'lg', cell: (p) => (p.contractId && p.contractNumber ? <Link to={withBase(co.base, `/contracts/${p.contractId}`)} className="num text-primary hover:underline">{p.contractNumber}</Link> : '—') },
    { key: 'method', header: t('payments.columns.method'), cell: (p) => method(p.method) },
    { key: 'reference', header: t('payments.columns.reference'), hideBelow: 'xl', cell: (p) => <span className="num">{p.chequeNumber ?? p.reference ?? '—'}</span> },
    { key: 'amount', header: t('payments.columns.amount'), align: 'end', cell: (p) => <span className="num font-medium whitespace-nowrap">{co.money(p.amount)}</span> },
    { key: 'receipt', header: <span className="sr-only">{t('payments.printReceipt', { number: '' })}</span>, align: 'end', cell: (p) => <ReceiptButton id={p.id} number={p.paymentNumber} /> },
  ];
  const close = (next: boolean) => {
    setOpen(next);
    if (!next && startOpen) navigate(withBase(co.base, '/finance/payments'), { replace: true });
  };
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={language === 'ar' ? 'المدفوعات' : 'Payments'}
        subtitle={t('payments.subtitle')}
        actions={
          canWrite ? (
            <Button onClick={() => setOpen(true)}>
              <CreditCard aria-hidden="true" />
              {t('payments.new')}
            </Button>
          ) : null
        }
      />
      <div className="rounded-xl border border-border bg-card p-3 shadow-sm sm:p-4">
        <SearchBox id="payments-search" value={search} onSearch={onSearch} label={t('payments.search')} placeholder={t('payments.searchPlaceholder')} />
      </div>
      {list.isPending ? (
        <SkeletonRows rows={8} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={Wallet} title={search ? t('payments.noMatches') : t('payments.empty')} body={search ? undefined : t('payments.emptyBody')} action={canWrite && !search ? <Button onClick={() => setOpen(true)}>{t('payments.new')}</Button> : undefined} />
      ) : (
        <div className="flex flex-col gap-4">
          <DataTable
            rows={list.data.items}
            rowKey={(p) => p.id}
            columns={columns}
            caption={t('payments.caption')}
            testId="payments-table"
            dim={list.isPlaceholderData}
            card={(p) => (
              <RowCard
                title={<span className="num">{p.paymentNumber}</span>}
                subtitle={name(p)}
                facts={[
                  [t('payments.columns.date'), co.day(p.paymentDate)],
                  [t('payments.columns.method'), method(p.method)],
                  [t('payments.columns.amount'), <span key="a" className="num font-medium">{co.money(p.amount)}</span>],
                ]}
                action={<ReceiptButton id={p.id} number={p.paymentNumber} />}
              />
            )}
          />
          <Pagination page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={(next) => set({ page: next === 1 ? null : next })} />
        </div>
      )}
      <RecordPaymentDialog open={open} onOpenChange={close} />
    </div>
  );
}

export function NewPaymentPage() {
  return <PaymentsPage startOpen />;
}
