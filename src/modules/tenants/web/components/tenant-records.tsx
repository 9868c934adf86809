import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { Badge, type Tone } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { Section } from '../../../../web/components/data/section';
import { cn } from '../../../../web/lib/cn';
import { InvoiceStatusBadge, ReceiptButton, useKindLabel, useMethodLabel } from '../../../billing/web';
import type { TenantDetail, TenantLease } from '../api/types';
import { useTenantsT } from '../i18n';

const th = 'py-2 pe-3 text-start font-semibold whitespace-nowrap';
const thEnd = 'py-2 pe-3 text-end font-semibold whitespace-nowrap';
const LEASE_TONES: Record<TenantLease['status'], Tone> = { draft: 'muted', active: 'success', expired: 'warning', renewed: 'info', terminated: 'danger' };

/** The tenant's leases, newest first, each linking to its lease page. */
export function TenantLeases({ tenant }: { tenant: TenantDetail }) {
  const { t, language } = useTenantsT();
  const co = useCompany();
  return (
    <Section title={t('detail.tabs.leases')}>
      {tenant.leases.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('detail.noLeases')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="tenant-leases">
            <thead className="border-b border-border text-xs text-muted-foreground">
              <tr>
                <th className={th}>{t('detail.columns.number')}</th>
                <th className={th}>{t('detail.columns.property')}</th>
                <th className={`${th} max-sm:hidden`}>{t('detail.columns.period')}</th>
                <th className={thEnd}>{t('detail.columns.rent')}</th>
                <th className={th}>{t('detail.columns.status')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {tenant.leases.map((l) => (
                <tr key={l.id}>
                  <td className="num py-2 pe-3 whitespace-nowrap"><Link className="text-primary hover:underline" to={withBase(co.base, `/properties/contracts/${l.id}`)}>{l.leaseNumber}</Link></td>
                  <td className="py-2 pe-3">
                    <Link className="hover:text-primary hover:underline" to={withBase(co.base, `/properties/${l.propertyId}`)}>{(language === 'en' && l.propertyNameEn) || l.propertyNameAr}</Link>
                    <span className="num block text-xs text-muted-foreground">{l.propertyCode}</span>
                  </td>
                  <td className="py-2 pe-3 whitespace-nowrap max-sm:hidden">{`${co.day(l.startDate)} – ${co.day(l.terminatedOn ?? l.endDate)}`}</td>
                  <td className="num py-2 pe-3 text-end whitespace-nowrap">{co.money(l.monthlyRent)}</td>
                  <td className="py-2"><Badge tone={LEASE_TONES[l.status]}>{t(`detail.leaseStatuses.${l.status}`)}</Badge></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

/** Open and settled invoices (rent and anything else billed to the person), overdue marked. */
export function TenantInvoices({ tenant }: { tenant: TenantDetail }) {
  const { t } = useTenantsT();
  const co = useCompany();
  const kindLabel = useKindLabel();
  return (
    <Section title={t('detail.tabs.invoices')}>
      {tenant.invoices.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('detail.noInvoices')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-b border-border text-xs text-muted-foreground">
              <tr>
                <th className={th}>{t('detail.columns.number')}</th>
                <th className={`${th} max-sm:hidden`}>{t('detail.columns.due')}</th>
                <th className={`${thEnd} max-sm:hidden`}>{t('detail.columns.total')}</th>
                <th className={thEnd}>{t('detail.columns.balance')}</th>
                <th className={th}>{t('detail.columns.status')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {tenant.invoices.map((i) => (
                <tr key={i.id}>
                  <td className="py-2 pe-3 whitespace-nowrap"><Link className="num text-primary hover:underline" to={withBase(co.base, `/finance/invoices/${i.id}`)}>{i.invoiceNumber}</Link><span className="block text-xs text-muted-foreground">{kindLabel(i.kind)}</span></td>
                  <td className="py-2 pe-3 whitespace-nowrap max-sm:hidden">{co.day(i.dueDate)}{i.overdueDays > 0 ? <span className="block text-xs text-destructive">{t('detail.overdueDays', { days: co.f.number(i.overdueDays) })}</span> : null}</td>
                  <td className="num py-2 pe-3 text-end whitespace-nowrap max-sm:hidden">{co.money(i.total)}</td>
                  <td className="num py-2 pe-3 text-end whitespace-nowrap">{co.money(i.balance)}</td>
                  <td className="py-2"><InvoiceStatusBadge status={i.status} overdueDays={i.overdueDays} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

/** Payments received, a bounced cheque shown as such; each with its printable receipt. */
export function TenantPayments({ tenant }: { tenant: TenantDetail }) {
  const { t } = useTenantsT();
  const co = useCompany();
  const methodLabel = useMethodLabel();
  return (
    <Section title={t('detail.tabs.payments')}>
      {tenant.payments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('detail.noPayments')}</p>
      ) : (
        <ul className="divide-y divide-border text-sm" data-testid="tenant-payments">
          {tenant.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="flex min-w-0 flex-col">
                <span className="num">{p.paymentNumber}</span>
                <span className="text-xs text-muted-foreground">{`${co.day(p.paymentDate)} · ${methodLabel(p.method)}${p.chequeNumber ? ` ${p.chequeNumber}` : ''}`}</span>
                {p.status === 'bounced' ? <span className="text-xs font-semibold text-destructive">{t('detail.bounced', { date: co.day(p.bouncedOn) })}</span> : null}
              </div>
              <div className="flex items-center gap-1">
                <span className={cn('num font-medium', p.status === 'bounced' && 'text-muted-foreground line-through')}>{co.money(p.amount)}</span>
                <ReceiptButton id={p.id} number={p.paymentNumber} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
