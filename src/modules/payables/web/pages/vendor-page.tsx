import Ban from 'lucide-react/icons/ban';
import FileDown from 'lucide-react/icons/file-down';
import FilePlus from 'lucide-react/icons/file-plus';
import HandCoins from 'lucide-react/icons/hand-coins';
import { useState } from 'react';
import { useParams } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { DataTable, RowCard, type Column } from '../../../../web/components/data/data-table';
import { LoadError } from '../../../../web/components/data/load-error';
import { ltr } from '../../../../web/components/data/numbers';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Facts, Section, Stat } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { useVendor } from '../api/payables';
import type { BillRow, PaymentRow, VendorDetail } from '../api/types';
import { BillStateBadge, PoStatusBadge } from '../components/badges';
import { BillDialog } from '../components/bill-dialog';
import { CancelBillDialog } from '../components/cancel-bill-dialog';
import { PayDialog } from '../components/pay-dialog';
import { usePayablesT } from '../i18n';

/** /finance/vendors/:id — the vendor, what is owed and overdue, its bills, payments and orders, and the actions. */
export function VendorPage() {
  const { id = '' } = useParams();
  const query = useVendor(id);
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <VendorView vendor={query.data} />;
}

function VendorView({ vendor: v }: { vendor: VendorDetail }) {
  const { t } = usePayablesT();
  const co = useCompany();
  const [dialog, setDialog] = useState<'bill' | 'pay' | null>(null);
  const [cancelling, setCancelling] = useState<BillRow | null>(null);
  const canCancel = co.can('finance.vendors.write');
  const canWrite = canCancel && v.isActive;
  const open = v.bills.filter((b) => b.state === 'open' || b.state === 'partial');
  // Only a bill nothing was paid on may be cancelled (the server says so too).
  const cancelButton = (b: BillRow) =>
    canCancel && b.state === 'open' ? (
      <Button variant="ghost" size="sm" onClick={() => setCancelling(b)} data-testid={`cancel-bill-${b.number}`}>
        <Ban aria-hidden="true" />
        {t('bill.cancel')}
      </Button>
    ) : null;
  const statementHref = `/api/payables/vendors/${v.id}/statement/pdf?from=${co.today.slice(0, 4)}-01-01&to=${co.today}`;

  const billColumns: Column<BillRow>[] = [
    { key: 'number', header: t('bill.number'), rowHeader: true, cell: (b) => <span className="flex flex-col"><span className="num font-medium whitespace-nowrap">{b.number}</span><span className="num text-xs text-muted-foreground">{ltr(b.vendorReference ?? b.orderNumber ?? '')}</span></span> },
    { key: 'date', header: t('bill.billDate'), hideBelow: 'lg', cell: (b) => <span className="num whitespace-nowrap">{co.day(b.billDate)}</span> },
    { key: 'due', header: t('bill.dueDate'), cell: (b) => <span className="num whitespace-nowrap">{co.day(b.dueDate)}</span> },
    { key: 'total', header: t('bill.total'), align: 'end', cell: (b) => <span className="num whitespace-nowrap">{co.money(b.total)}</span> },
    { key: 'paid', header: t('bill.paid'), align: 'end', hideBelow: 'xl', cell: (b) => <span className="num whitespace-nowrap">{co.money(b.paid)}</span> },
    { key: 'balance', header: t('bill.balance'), align: 'end', cell: (b) => <span className="num font-medium whitespace-nowrap">{co.money(b.balance)}</span> },
    { key: 'state', header: t('bill.state'), cell: (b) => <span className="flex flex-col items-start gap-1"><BillStateBadge state={b.state} overdue={b.overdue} />{b.cancelledOn ? <span className="num text-xs text-muted-foreground">{t('bill.cancelledOn', { date: co.day(b.cancelledOn) })}</span> : null}</span> },
    ...(canCancel ? [{ key: 'actions', header: t('bill.actions'), cell: cancelButton } satisfies Column<BillRow>] : []),
  ];
  const paymentColumns: Column<PaymentRow>[] = [
    { key: 'number', header: t('payment.number'), rowHeader: true, cell: (p) => <span className="num font-medium whitespace-nowrap">{p.number}</span> },
    { key: 'date', header: t('payment.paidOn'), cell: (p) => <span className="num whitespace-nowrap">{co.day(p.paidOn)}</span> },
    { key: 'method', header: t('payment.method'), hideBelow: 'lg', cell: (p) => t(`method.${p.method}`) },
    { key: 'bills', header: t('payment.bills'), cell: (p) => <span className="num text-sm">{p.allocations.map((a) => a.billNumber).join('، ')}</span> },
    { key: 'amount', header: t('payment.amount'), align: 'end', cell: (p) => <span className="num font-medium whitespace-nowrap">{co.money(p.amount)}</span> },
  ];

  return (
    <div className="flex flex-col gap-5" data-testid="vendor-detail">
      <PageHeader
        title={co.f.language === 'en' && v.nameEn ? v.nameEn : v.nameAr}
        back={withBase(co.base, '/finance/vendors')}
        subtitle={<span className="num">{v.code}</span>}
        actions={
          <div className="flex flex-wrap gap-2" data-testid="vendor-actions">
            {canWrite ? (
              <>
                <Button onClick={() => setDialog('bill')}>
                  <FilePlus aria-hidden="true" />
                  {t('vendor.newBill')}
                </Button>
                <Button variant="outline" onClick={() => setDialog('pay')} disabled={!open.length}>
                  <HandCoins aria-hidden="true" />
                  {t('vendor.pay')}
                </Button>
              </>
            ) : null}
            <Button asChild variant="outline">
              <a href={statementHref} target="_blank" rel="noreferrer">
                <FileDown aria-hidden="true" />
                {t('vendor.statement')}
              </a>
            </Button>
          </div>
        }
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3" data-testid="vendor-stats">
        <Stat label={t('vendor.balance')} value={co.money(v.balance)} testId="vendor-balance" />
        <Stat label={t('vendor.overdue')} value={co.money(v.overdue)} tone={Number(v.overdue) > 0 ? 'danger' : undefined} testId="vendor-overdue" />
        <Stat label={t('vendor.openBills')} value={co.f.number(open.length)} />
      </div>
      <Section title={t('vendor.details')} testId="vendor-facts">
        <Facts
          className="lg:grid-cols-3"
          items={[
            v.nameEn ? { label: t('fields.nameEn'), value: <span dir="ltr">{v.nameEn}</span> } : null,
            v.vatNumber ? { label: t('fields.vatNumber'), value: <span className="num">{ltr(v.vatNumber)}</span> } : null,
            v.contactName ? { label: t('fields.contactName'), value: v.contactName } : null,
            v.phone ? { label: t('fields.phone'), value: <span className="num">{ltr(v.phone)}</span> } : null,
            v.email ? { label: t('fields.email'), value: <span dir="ltr">{v.email}</span> } : null,
            v.bankName ? { label: t('fields.bankName'), value: v.bankName } : null,
            v.iban ? { label: t('fields.iban'), value: <span className="num break-all">{ltr(v.iban)}</span> } : null,
            { label: t('fields.paymentTermsDays'), value: <span className="num">{t('vendors.termsDays', { count: v.paymentTermsDays })}</span> },
          ]}
        />
      </Section>
      <Section title={t('vendor.bills')} testId="vendor-bills">
        {v.bills.length ? (
          <DataTable
            rows={v.bills}
            rowKey={(b) => b.id}
            columns={billColumns}
            caption={t('bill.caption')}
            testId="vendor-bills-table"
            card={(b) => (
              <RowCard
                title={<span className="num font-medium">{b.number}</span>}
                subtitle={<span className="num">{ltr(b.vendorReference ?? '')}</span>}
                badge={<BillStateBadge state={b.state} overdue={b.overdue} />}
                facts={[
                  [t('bill.dueDate'), <span key="d" className="num">{co.day(b.dueDate)}</span>],
                  [t('bill.total'), <span key="t" className="num">{co.money(b.total)}</span>],
                  [t('bill.balance'), <span key="b" className="num font-medium">{co.money(b.balance)}</span>],
                ]}
                action={cancelButton(b)}
              />
            )}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t('vendor.noBills')}</p>
        )}
      </Section>
      <Section title={t('vendor.payments')} testId="vendor-payments">
        {v.payments.length ? (
          <DataTable
            rows={v.payments}
            rowKey={(p) => p.id}
            columns={paymentColumns}
            caption={t('payment.caption')}
            testId="vendor-payments-table"
            card={(p) => (
              <RowCard
                title={<span className="num font-medium">{p.number}</span>}
                subtitle={<span className="num">{co.day(p.paidOn)}</span>}
                facts={[
                  [t('payment.method'), t(`method.${p.method}`)],
                  [t('payment.bills'), <span key="b" className="num">{p.allocations.map((a) => a.billNumber).join('، ')}</span>],
                  [t('payment.amount'), <span key="a" className="num font-medium">{co.money(p.amount)}</span>],
                ]}
              />
            )}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t('vendor.noPayments')}</p>
        )}
      </Section>
      <Section title={t('vendor.orders')} testId="vendor-orders">
        {v.orders.length ? (
          <ul className="flex flex-col divide-y divide-border">
            {v.orders.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="num font-medium">{o.number}</span>
                <span className="num text-sm text-muted-foreground">{co.day(o.orderDate)}</span>
                <span className="num text-sm">{co.money(o.total)}</span>
                <PoStatusBadge status={o.status} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('vendor.noOrders')}</p>
        )}
      </Section>
      <BillDialog vendor={v} open={dialog === 'bill'} onClose={() => setDialog(null)} />
      <PayDialog vendor={v} open={dialog === 'pay'} onClose={() => setDialog(null)} />
      <CancelBillDialog bill={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}
