import Printer from 'lucide-react/icons/printer';
import { openFile } from '../../../../web/lib/open-file';
import CreditCard from 'lucide-react/icons/credit-card';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { compareMoney } from '../../../../core/money';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { ConfirmDialog } from '../../../../web/components/data/confirm-dialog';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Facts, Section } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { customerName } from '../../../customers/web';
import { useCancelInvoice } from '../api/cancel-invoice';
import { useInvoice } from '../api/get-invoice';
import type { InvoiceDetail } from '../api/types';
import { InvoiceStatusBadge, useKindLabel, useMethodLabel } from '../components/invoice-badges';
import { RecordPaymentDialog } from '../components/record-payment-dialog';
import { useBillingT } from '../i18n';
import { RecordActivity } from '../../../admin/web';

/** /finance/invoices/:id — lines, totals, allocated payments; record a payment or cancel an unpaid invoice. */
export function InvoicePage() {
  const { id = '' } = useParams();
  const query = useInvoice(id);
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <InvoiceView invoice={query.data} />;
}

function InvoiceView({ invoice: i }: { invoice: InvoiceDetail }) {
  const { t, language } = useBillingT();
  const d = useDataT().t;
  const co = useCompany();
  const kind = useKindLabel();
  const method = useMethodLabel();
  const cancel = useCancelInvoice();
  const [dialog, setDialog] = useState<null | 'pay' | 'cancel'>(null);
  const open = i.status === 'pending' || i.status === 'partially_paid';
  const name = i.customer ? customerName(i.customer, language) : '—';
  const row = (label: string, value: string, strong = false) => (
    <div className={strong ? 'flex items-baseline justify-between gap-3 border-t border-border pt-2 font-semibold' : 'flex justify-between gap-3'}>
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className={strong ? 'num text-lg text-primary' : 'num'}>{value}</dd>
    </div>
  );
  return (
    <div className="flex flex-col gap-5" data-testid="invoice-detail">
      <PageHeader
        title={t('invoice.title', { number: i.invoiceNumber })}
        back={withBase(co.base, '/finance/invoices')}
        badges={<InvoiceStatusBadge status={i.status} overdueDays={i.overdueDays} />}
        subtitle={name}
        actions={
          <>
            <Button variant="outline" onClick={() => void openFile(`/api/billing/invoices/${i.id}/pdf`).catch((error: unknown) => toast.error(errorText(error, d('loadFailed'), d('network'))))}>
              <Printer aria-hidden="true" />
              {d('print')}
            </Button>
            {open && co.can('finance.payments.write') ? (
              <Button onClick={() => setDialog('pay')}>
                <CreditCard aria-hidden="true" />
                {t('invoice.pay')}
              </Button>
            ) : null}
            {open && compareMoney(i.paidAmount, '0') === 0 && co.can('finance.invoices.write') ? (
              <Button variant="ghost" className="text-destructive" onClick={() => { cancel.reset(); setDialog('cancel'); }}>
                {t('invoice.cancel')}
              </Button>
            ) : null}
          </>
        }
      />
      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <Section title={t('invoice.lines')}>
            <div className="overflow-x-auto">
              <table className="w-full text-sm" data-testid="invoice-lines">
                <thead className="border-b border-border text-xs text-muted-foreground">
                  <tr>
                    <th className="py-2 pe-3 text-start font-semibold">{t('invoice.columns.description')}</th>
                    <th className="py-2 pe-3 text-end font-semibold">{t('invoice.columns.quantity')}</th>
                    <th className="py-2 pe-3 text-end font-semibold">{t('invoice.columns.unitPrice')}</th>
                    <th className="py-2 text-end font-semibold">{t('invoice.columns.total')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {i.lines.map((l) => (
                    <tr key={l.id}>
                      <td className="py-2 pe-3">{l.description}</td>
                      <td className="num py-2 pe-3 text-end">{co.f.number(Number(l.quantity))}</td>
                      <td className="num py-2 pe-3 text-end whitespace-nowrap">{co.money(l.unitPrice)}</td>
                      <td className="num py-2 text-end font-medium whitespace-nowrap">{co.money(l.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Section>
          <Section title={t('invoice.payments')}>
            {i.payments.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('invoice.noPayments')}</p>
            ) : (
              <ul className="divide-y divide-border text-sm">
                {i.payments.map((p) => (
                  <li key={p.paymentId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="num">{p.paymentNumber}</span>
                    <span className="text-muted-foreground">{`${co.day(p.paymentDate)} · ${method(p.method)}`}</span>
                    <span className="num font-medium">{co.money(p.amount)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
        <div className="flex flex-col gap-5">
          <Section title={t('invoice.total')}>
            <dl className="flex flex-col gap-2 text-sm">
              {row(t('invoice.subtotal'), co.money(i.subtotal))}
              {compareMoney(i.discount, '0') > 0 ? row(t('invoice.discount'), `− ${co.money(i.discount)}`) : null}
              {compareMoney(i.taxAmount, '0') > 0 ? row(t(i.pricesIncludeTax ? 'invoice.taxIncluded' : 'invoice.tax', { rate: co.f.number(Number(i.taxRate)) }), co.money(i.taxAmount)) : null}
              {row(t('invoice.total'), co.money(i.total), true)}
              {row(t('invoice.paid'), co.money(i.paidAmount))}
              {row(t('invoice.balance'), co.money(i.balance))}
            </dl>
          </Section>
          <Section title={t('invoice.customer')}>
            <Facts
              className="sm:grid-cols-1"
              items={[
                { label: t('invoice.customer'), value: i.customer ? <Link className="text-primary hover:underline" to={withBase(co.base, `/customers/${i.customer.id}`)}>{name}</Link> : '—' },
                i.contract ? { label: t('invoice.contract'), value: <Link className="num text-primary hover:underline" to={withBase(co.base, `/contracts/${i.contract.id}`)}>{i.contract.contractNumber}</Link> } : null,
                i.lease ? { label: t('invoice.lease'), value: <Link className="num text-primary hover:underline" to={withBase(co.base, `/properties/contracts/${i.lease.id}`)}>{i.lease.leaseNumber}</Link> } : null,
                { label: t('invoice.kind'), value: kind(i.kind) },
                { label: t('invoice.issueDate'), value: co.day(i.issueDate) },
                { label: t('invoice.dueDate'), value: co.day(i.dueDate) },
                i.notes ? { label: t('invoice.notes'), value: i.notes } : null,
              ]}
            />
          </Section>
          {i.zatca || i.sellerVatNumber ? (
            <Section title={t('invoice.taxInvoice')}>
              <div className="flex items-center gap-4" data-testid="invoice-zatca">
                {i.zatca ? <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(i.zatca.qrSvg)}`} alt={t('invoice.zatcaQr')} className="size-32 shrink-0 rounded border border-border" /> : null}
                <dl className="flex flex-col gap-1 text-sm">
                  <dt className="text-muted-foreground">{t('invoice.sellerVatNumber')}</dt>
                  <dd className="num font-medium" dir="ltr">{i.sellerVatNumber}</dd>
                  {i.zatca ? <dd className="text-xs text-muted-foreground">{t('invoice.zatcaNote')}</dd> : null}
                </dl>
              </div>
            </Section>
          ) : null}
          <RecordActivity entity="invoices" id={i.id} />
        </div>
      </div>
      {i.customer ? <RecordPaymentDialog open={dialog === 'pay'} onOpenChange={(o) => setDialog(o ? 'pay' : null)} customer={{ id: i.customer.id, label: name }} contract={i.contract ? { id: i.contract.id, number: i.contract.contractNumber } : null} invoice={{ id: i.id, number: i.invoiceNumber, balance: i.balance }} /> : null}
      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(o) => setDialog(o ? 'cancel' : null)}
        title={t('invoice.cancelTitle', { number: i.invoiceNumber })}
        description={t('invoice.cancelBody')}
        confirmLabel={t('invoice.cancel')}
        destructive
        busy={cancel.isPending}
        error={cancel.error ? errorText(cancel.error, d('saveFailed'), d('network')) : null}
        onConfirm={() => cancel.mutate(i.id, { onSuccess: () => { toast.success(t('invoice.cancelled')); setDialog(null); } })}
      />
    </div>
  );
}
