import Ban from 'lucide-react/icons/ban';
import CreditCard from 'lucide-react/icons/credit-card';
import Pencil from 'lucide-react/icons/pencil';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { compareMoney } from '../../../../core/money';
import { withBase } from '../../../../core/modules';
import { DocumentsPanel } from '../../../../web/components/data/documents-panel';
import { customerKeys } from '../api/keys';
import { useCompany } from '../../../../web/components/data/company';
import { ConfirmDialog } from '../../../../web/components/data/confirm-dialog';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Facts, Section, Stat } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../web/components/ui/tabs';
import { InvoiceStatusBadge, PaymentStatusBadge, RecordPaymentDialog, useKindLabel, useMethodLabel } from '../../../billing/web';
import { ContractStatusBadge } from '../../../contracts/web';
import { useCustomer } from '../api/get-customer';
import type { CustomerDetail } from '../api/types';
import { useUpdateCustomer } from '../api/update-customer';
import { CustomerStatusBadge } from '../components/customer-badges';
import { CustomerFormDialog } from '../components/customer-form-dialog';
import { customerName } from '../components/customer-name';
import { useCustomersT } from '../i18n';
import { ActivityTabLabel, RecordActivity } from '../../../admin/web';

/** /customers/:id — the customer with balance, contracts, invoices (overdue marked) and payments. */
export function CustomerPage() {
  const { id = '' } = useParams();
  const query = useCustomer(id);
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <CustomerView customer={query.data} />;
}

function CustomerView({ customer: c }: { customer: CustomerDetail }) {
  const { t, language } = useCustomersT();
  const d = useDataT().t;
  const co = useCompany();
  const kindLabel = useKindLabel();
  const methodLabel = useMethodLabel();
  const [dialog, setDialog] = useState<null | 'edit' | 'blacklist' | 'pay'>(null);
  const update = useUpdateCustomer();
  const name = customerName(c, language);
  const canWrite = co.can('operations.customers.write');
  const licenceDays = c.licenseExpiry ? Math.round((Date.parse(`${c.licenseExpiry}T00:00:00Z`) - Date.parse(`${co.today}T00:00:00Z`)) / 86_400_000) : null;
  const th = 'py-2 pe-3 text-start font-semibold whitespace-nowrap';
  const thEnd = 'py-2 pe-3 text-end font-semibold whitespace-nowrap';

  return (
    <div className="flex flex-col gap-5" data-testid="customer-detail">
      <PageHeader
        title={name}
        back={withBase(co.base, '/customers')}
        badges={<CustomerStatusBadge customer={c} />}
        subtitle={<span className="num">{`${c.customerNumber} · ${t(`types.${c.customerType}`)}`}</span>}
        actions={
          <>
            {canWrite ? (
              <Button variant="outline" onClick={() => setDialog('edit')}>
                <Pencil aria-hidden="true" />
                {t('detail.edit')}
              </Button>
            ) : null}
            {canWrite ? (
              <Button variant="outline" className={c.isBlacklisted ? undefined : 'text-destructive'} onClick={() => { update.reset(); setDialog('blacklist'); }}>
                <Ban aria-hidden="true" />
                {c.isBlacklisted ? t('blacklist.remove') : t('blacklist.action')}
              </Button>
            ) : null}
            {co.can('finance.payments.write') ? (
              <Button variant="outline" onClick={() => setDialog('pay')}>
                <CreditCard aria-hidden="true" />
                {t('detail.recordPayment')}
              </Button>
            ) : null}
            {!c.isBlacklisted && co.can('operations.quotations.write') ? (
              <Button asChild variant="outline">
                <Link to={withBase(co.base, `/quotations/new?customerId=${c.id}`)}>{t('detail.newQuotation')}</Link>
              </Button>
            ) : null}
            {!c.isBlacklisted && co.can('operations.contracts.write') ? (
              <Button asChild>
                <Link to={withBase(co.base, `/contracts/new?customerId=${c.id}`)}>{t('detail.newContract')}</Link>
              </Button>
            ) : null}
          </>
        }
      />
      {c.isBlacklisted ? <Alert>{`${t('blacklist.badge')}: ${c.blacklistReason ?? ''}`}</Alert> : null}
      {licenceDays !== null && licenceDays <= 30 ? <Alert tone="warning">{licenceDays < 0 ? t('detail.licenceExpired') : t('detail.licenceExpiring', { days: co.f.number(licenceDays) })}</Alert> : null}
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="customer-balance">
        <Stat label={t('detail.balance.invoiced')} value={co.money(c.balance.invoiced)} />
        <Stat label={t('detail.balance.paid')} value={co.money(c.balance.paid)} tone="success" />
        <Stat label={t('detail.balance.due')} value={co.money(c.balance.due)} tone={compareMoney(c.balance.due, '0') > 0 ? 'warning' : undefined} />
        <Stat label={t('detail.balance.overdue')} value={co.money(c.balance.overdue)} tone={compareMoney(c.balance.overdue, '0') > 0 ? 'danger' : undefined} />
      </div>
      <Tabs defaultValue="overview" dir={language === 'ar' ? 'rtl' : 'ltr'} className="flex flex-col gap-4">
        <TabsList className="w-full overflow-x-auto sm:w-fit">
          <TabsTrigger value="overview">{t('detail.tabs.overview')}</TabsTrigger>
          <TabsTrigger value="contracts">{`${t('detail.tabs.contracts')} (${co.f.number(c.contracts.length)})`}</TabsTrigger>
          <TabsTrigger value="invoices">{`${t('detail.tabs.invoices')} (${co.f.number(c.invoices.length)})`}</TabsTrigger>
          <TabsTrigger value="payments">{`${t('detail.tabs.payments')} (${co.f.number(c.payments.length)})`}</TabsTrigger>
          <TabsTrigger value="activity">
            <ActivityTabLabel />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <Section title={t('form.sections.identity')}>
            <Facts
              className="lg:grid-cols-3"
              items={[
                { label: t('fields.nameAr'), value: c.nameAr ?? '—' },
                { label: t('fields.nameEn'), value: c.nameEn ?? '—' },
                { label: t('fields.phone'), value: <span dir="ltr" className="num">{c.phone}</span> },
                c.alternativePhone ? { label: t('fields.alternativePhone'), value: <span dir="ltr" className="num">{c.alternativePhone}</span> } : null,
                { label: t('fields.email'), value: c.email ?? '—' },
                c.customerType === 'corporate' ? { label: t('fields.contactPerson'), value: c.contactPerson ?? '—' } : { label: t('fields.nationality'), value: c.nationality ?? '—' },
                c.customerType === 'corporate' ? { label: t('fields.commercialRegister'), value: c.commercialRegister ?? '—' } : null,
                { label: t('fields.civilId'), value: <span className="num">{c.civilId ? `${c.civilId}${c.civilIdExpiry ? ` (${co.day(c.civilIdExpiry)})` : ''}` : '—'}</span> },
                c.passportNumber ? { label: t('fields.passportNumber'), value: <span className="num">{`${c.passportNumber}${c.passportExpiry ? ` (${co.day(c.passportExpiry)})` : ''}`}</span> } : null,
                { label: t('fields.licenseNumber'), value: <span className="num">{c.licenseNumber ?? '—'}</span> },
                { label: t('fields.licenseExpiry'), value: co.day(c.licenseExpiry) },
                { label: t('fields.creditLimit'), value: <span className="num">{co.money(c.creditLimit)}</span> },
                { label: t('fields.address'), value: [c.address, c.city].filter(Boolean).join('، ') || '—' },
                c.notes ? { label: t('fields.notes'), value: <span className="whitespace-pre-line">{c.notes}</span>, wide: true } : null,
              ]}
            />
          </Section>
          <Section title={t('detail.documents')} className="mt-4">
            <DocumentsPanel
              base={`/api/customers/${c.id}`}
              documents={c.documents}
              kinds={(['civil_id', 'passport', 'licence', 'commercial_register', 'other'] as const).map((value) => ({ value, label: t(`documentKinds.${value}`) }))}
              invalidate={customerKeys.one(c.id)}
              canWrite={canWrite}
              formatDay={(day) => co.day(day)}
            />
          </Section>
        </TabsContent>
        <TabsContent value="contracts">
          <Section title={t('detail.tabs.contracts')}>
            {c.contracts.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('detail.noContracts')}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <thead className="border-b border-border text-xs text-muted-foreground">
                    <tr>
                      <th className={th}>{t('detail.columns.number')}</th>
                      <th className={th}>{t('detail.columns.vehicle')}</th>
                      <th className={`${th} max-sm:hidden`}>{t('detail.columns.period')}</th>
                      <th className={thEnd}>{t('detail.columns.amount')}</th>
                      <th className={th}>{t('detail.columns.status')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border">
                    {c.contracts.map((k) => (
                      <tr key={k.id}>
                        <td className="num py-2 pe-3 whitespace-nowrap"><Link className="text-primary hover:underline" to={withBase(co.base, `/contracts/${k.id}`)}>{k.contractNumber}</Link></td>
                        <td className="py-2 pe-3"><span dir="ltr" className="num">{k.plateNumber}</span> <span className="text-muted-foreground">{k.make} {k.model}</span></td>
                        <td className="num py-2 pe-3 whitespace-nowrap max-sm:hidden">{`${co.day(k.startAt.slice(0, 10))} – ${co.day(k.endAt.slice(0, 10))}`}</td>
                        <td className="num py-2 pe-3 text-end whitespace-nowrap">{co.money(k.rentalAmount)}</td>
                        <td className="py-2"><ContractStatusBadge status={k.status} /></td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Section>
        </TabsContent>
        <TabsContent value="invoices">
          <Section title={t('detail.tabs.invoices')}>
            {c.invoices.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('detail.noInvoices')}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <thead className="border-b border-border text-xs text-muted-foreground">
                    <tr>
                      <th className={th}>{t('detail.columns.number')}</th>
                      <th className={`${th} max-sm:hidden`}>{t('detail.columns.due')}</th>
                      <th className={thEnd}>{t('detail.columns.total')}</th>
                      <th className={thEnd}>{t('detail.columns.balance')}</th>
                      <th className={th}>{t('detail.columns.status')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border">
                    {c.invoices.map((i) => (
                      <tr key={i.id}>
                        <td className="py-2 pe-3 whitespace-nowrap"><Link className="num text-primary hover:underline" to={withBase(co.base, `/finance/invoices/${i.id}`)}>{i.invoiceNumber}</Link><span className="block text-xs text-muted-foreground">{kindLabel(i.kind)}</span></td>
                        <td className="py-2 pe-3 whitespace-nowrap max-sm:hidden">{co.day(i.dueDate)}{i.overdueDays > 0 ? <span className="block text-xs text-destructive">{t('detail.overdueDays', { days: co.f.number(i.overdueDays) })}</span> : null}</td>
                        <td className="num py-2 pe-3 text-end whitespace-nowrap">{co.money(i.total)}</td>
                        <td className="num py-2 pe-3 text-end whitespace-nowrap">{co.money(i.balance)}</td>
                        <td className="py-2"><InvoiceStatusBadge status={i.status} overdueDays={i.overdueDays} /></td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Section>
        </TabsContent>
        <TabsContent value="payments">
          <Section title={t('detail.tabs.payments')}>
            {c.payments.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('detail.noPayments')}</p>
            ) : (
              <ul className="divide-y divide-border text-sm">
                {c.payments.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="num">{p.paymentNumber}</span>
                    <span className="text-muted-foreground">{`${co.day(p.paymentDate)} · ${methodLabel(p.method)}`}</span>
                    <span className="flex items-center gap-2">
                      <PaymentStatusBadge status={p.status} />
                      <span className="num font-medium">{co.money(p.amount)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </TabsContent>
        <TabsContent value="activity">
          <RecordActivity entity="customers" id={c.id} />
        </TabsContent>
      </Tabs>
      <CustomerFormDialog open={dialog === 'edit'} onOpenChange={(o) => setDialog(o ? 'edit' : null)} customer={c} currency={co.currency} />
      <ConfirmDialog
        open={dialog === 'blacklist'}
        onOpenChange={(o) => setDialog(o ? 'blacklist' : null)}
        title={c.isBlacklisted ? t('blacklist.removeTitle', { name }) : t('blacklist.title', { name })}
        description={c.isBlacklisted ? t('blacklist.removeBody') : t('blacklist.body')}
        confirmLabel={c.isBlacklisted ? t('blacklist.remove') : t('blacklist.action')}
        destructive={!c.isBlacklisted}
        reason={c.isBlacklisted ? undefined : { label: t('blacklist.reasonLabel'), required: true }}
        busy={update.isPending}
        error={update.error ? errorText(update.error, d('saveFailed'), d('network')) : null}
        onConfirm={(reason) =>
          update.mutate(
            { id: c.id, patch: c.isBlacklisted ? { isBlacklisted: false, blacklistReason: null } : { isBlacklisted: true, blacklistReason: reason } },
            {
              onSuccess: () => {
                toast.success(c.isBlacklisted ? t('blacklist.removed') : t('blacklist.done'));
                setDialog(null);
              },
            },
          )
        }
      />
      <RecordPaymentDialog open={dialog === 'pay'} onOpenChange={(o) => setDialog(o ? 'pay' : null)} customer={{ id: c.id, label: name }} />
    </div>
  );
}
