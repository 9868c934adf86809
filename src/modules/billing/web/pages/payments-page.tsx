import CreditCard from 'lucide-react/icons/credit-card';
import Wallet from 'lucide-react/icons/wallet';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { Button } from '../../../../web/components/ui/button';
import { cn } from '../../../../web/lib/cn';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { customerName } from '../../../customers/web';
import { usePayments } from '../api/get-payments';
import type { Payment } from '../api/types';
import { AgreementLink } from '../components/agreement-link';
import { PaymentStatusBadge, useMethodLabel } from '../components/invoice-badges';
import { ReceiptButton } from '../components/receipt-button';
import { RecordPaymentDialog } from '../components/record-payment-dialog';
import { RefundButton, RefundState } from '../components/refund-state';
import { RefundDialog } from '../components/refund-dialog';
import { useBillingT } from '../i18n';

const LIST: ListConfig = {};

/**
 * /finance/payments (and /finance/payments/new, which opens the dialog): receipts with search and
 * pages, and refunding what no invoice took of one. No bulk action: the API has no payment delete.
 */
export function PaymentsPage({ startOpen = false }: { startOpen?: boolean }) {
  const { t, language } = useBillingT();
  const co = useCompany();
  const navigate = useNavigate();
  const method = useMethodLabel();
  const list = useListState(LIST);
  const canWrite = co.can('finance.payments.write');
  const [open, setOpen] = useState(startOpen && canWrite);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const query = usePayments({ search: list.search, page: list.page, pageSize: list.pageSize });
  useShortcutEvent('new', () => canWrite && setOpen(true));
  const name = (p: Payment) => customerName({ nameAr: p.customerNameAr ?? null, nameEn: p.customerNameEn ?? null }, language);
  const columns: Column<Payment>[] = [
    { key: 'number', header: t('payments.columns.number'), rowHeader: true, cell: (p) => <span className="num font-semibold whitespace-nowrap">{p.paymentNumber}</span> },
    { key: 'date', header: t('payments.columns.date'), cell: (p) => <span className="whitespace-nowrap">{co.day(p.paymentDate)}</span> },
    { key: 'customer', header: t('payments.columns.customer'), cell: (p) => <Link className="hover:text-primary hover:underline" to={withBase(co.base, `/customers/${p.customerId}`)}>{name(p)}</Link> },
    { key: 'contract', header: t('payments.columns.contract'), hideBelow: 'lg', cell: (p) => <AgreementLink contractId={p.contractId} contractNumber={p.contractNumber} leaseId={p.leaseId} leaseNumber={p.leaseNumber} /> },
    { key: 'method', header: t('payments.columns.method'), cell: (p) => method(p.method) },
    { key: 'reference', header: t('payments.columns.reference'), hideBelow: 'xl', cell: (p) => <span className="num">{p.chequeNumber ?? p.reference ?? '—'}</span> },
    {
      key: 'amount',
      header: t('payments.columns.amount'),
      align: 'end',
      cell: (p) => (
        <span className="flex flex-col items-end gap-1">
          <span className="flex items-center justify-end gap-2"><PaymentStatusBadge status={p.status} /><span className={cn('num font-medium whitespace-nowrap', p.status === 'bounced' && 'text-muted-foreground line-through')}>{co.money(p.amount)}</span></span>
          <RefundState payment={p} />
        </span>
      ),
    },
    { key: 'receipt', header: <span className="sr-only">{t('payments.printReceipt', { number: '' })}</span>, align: 'end', cell: (p) => <span className="flex justify-end gap-1"><RefundButton payment={p} onRefund={setRefunding} /><ReceiptButton id={p.id} number={p.paymentNumber} /></span> },
  ];
  const close = (next: boolean) => {
    setOpen(next);
    if (!next && startOpen) navigate(withBase(co.base, '/finance/payments'), { replace: true });
  };
  const newPayment = (
    <Button onClick={() => setOpen(true)}>
      <CreditCard aria-hidden="true" />
      {t('payments.new')}
    </Button>
  );

  return (
    <ListPage
      list={list}
      query={query}
      id="payments"
      header={{ title: language === 'ar' ? 'المدفوعات' : 'Payments', subtitle: t('payments.subtitle'), actions: canWrite ? newPayment : null }}
      search={{ label: t('payments.search'), placeholder: t('payments.searchPlaceholder') }}
      columns={columns}
      rowKey={(p) => p.id}
      rowLabel={(p) => p.paymentNumber}
      caption={t('payments.caption')}
      testId="payments-table"
      empty={{ icon: Wallet, title: t('payments.empty'), body: t('payments.emptyBody'), action: canWrite ? newPayment : undefined }}
      noMatches={{ title: t('payments.noMatches') }}
      card={(p) => (
        <RowCard
          title={<span className="num">{p.paymentNumber}</span>}
          subtitle={name(p)}
          facts={[
            [t('payments.columns.date'), co.day(p.paymentDate)],
            [t('payments.columns.method'), method(p.method)],
            [t('payments.columns.amount'), <span key="a" className="flex flex-col items-start gap-1"><span className="num font-medium">{co.money(p.amount)}</span><RefundState payment={p} /></span>],
          ]}
          action={<span className="flex gap-1"><RefundButton payment={p} onRefund={setRefunding} /><ReceiptButton id={p.id} number={p.paymentNumber} /></span>}
        />
      )}
    >
      <RecordPaymentDialog open={open} onOpenChange={close} />
      <RefundDialog payment={refunding} onOpenChange={(next) => !next && setRefunding(null)} />
    </ListPage>
  );
}

export function NewPaymentPage() {
  return <PaymentsPage startOpen />;
}
