import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { Badge } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { ltr } from '../../../../web/components/data/numbers';
import { Section } from '../../../../web/components/data/section';
import { InvoiceStatusBadge, ReceiptButton, useMethodLabel } from '../../../billing/web';
import type { LeaseDetail, LeaseInvoice } from '../api/types';
import { useLeasesT } from '../i18n';

const CHARGES = { lease_commission: 'commission', termination_fee: 'terminationFee', service_charge: 'serviceCharge', bounce_fee: 'bounceFee' } as const;

/** The lease's invoices (rent, late fees, other charges) and the payments received, each with its receipt. */
export function LeaseMoney({ lease: l }: { lease: LeaseDetail }) {
  const { t } = useLeasesT();
  const co = useCompany();
  const methodLabel = useMethodLabel();
  // A rent invoice names its instalment, a late fee the instalment it is for; other charges their kind.
  const rentOf = new Map(l.installments.flatMap((i) => (i.invoiceId ? [[i.invoiceId, i.sequence] as const] : [])));
  const feeOf = new Map(l.installments.flatMap((i) => (i.lateFee ? [[i.lateFee.invoiceId, i.sequence] as const] : [])));
  const item = (i: LeaseInvoice) => {
    const rent = rentOf.get(i.id);
    if (rent !== undefined) return t('detail.invoices.rent', { n: co.f.number(rent) });
    const fee = feeOf.get(i.id);
    if (fee !== undefined) return t('detail.invoices.lateFee', { n: co.f.number(fee) });
    const charge = i.charge as keyof typeof CHARGES;
    return charge in CHARGES ? t(`detail.invoices.${CHARGES[charge]}`) : t('detail.invoices.other');
  };
  const th = 'py-2 pe-3 font-semibold';

  return (
    <div className="grid gap-5 2xl:grid-cols-[3fr_2fr]">
      <Section title={t('detail.invoices.title')} testId="lease-invoices">
        {l.invoices.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('detail.invoices.none')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('detail.invoices.title')}</caption>
              <thead className="border-b border-border text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className={`${th} text-start`}>{t('detail.invoices.columns.number')}</th>
                  <th scope="col" className={`${th} text-start max-sm:hidden`}>{t('detail.invoices.columns.item')}</th>
                  <th scope="col" className={`${th} text-start max-sm:hidden`}>{t('detail.invoices.columns.due')}</th>
                  <th scope="col" className={`${th} text-end max-sm:hidden`}>{t('detail.invoices.columns.total')}</th>
                  <th scope="col" className={`${th} text-end`}>{t('detail.invoices.columns.balance')}</th>
                  <th scope="col" className="py-2 text-start font-semibold">{t('detail.invoices.columns.status')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {l.invoices.map((i) => (
                  <tr key={i.id}>
                    <td className="py-2 pe-3">
                      <Link className="num whitespace-nowrap text-primary hover:underline" to={withBase(co.base, `/finance/invoices/${i.id}`)}>
                        {i.invoiceNumber}
                      </Link>
                      <span className="block text-xs text-muted-foreground sm:hidden">{item(i)}</span>
                    </td>
                    <td className="py-2 pe-3 whitespace-nowrap max-sm:hidden">{item(i)}</td>
                    <td className="num py-2 pe-3 whitespace-nowrap max-sm:hidden">{co.day(i.dueDate)}</td>
                    <td className="num py-2 pe-3 text-end whitespace-nowrap max-sm:hidden">{co.money(i.total)}</td>
                    <td className="num py-2 pe-3 text-end whitespace-nowrap">{co.money(i.balance)}</td>
                    <td className="py-2">
                      <InvoiceStatusBadge status={i.status} overdueDays={i.overdueDays} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <Section title={t('detail.payments.title')} testId="lease-payments">
        {l.payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('detail.payments.none')}</p>
        ) : (
          <ul className="divide-y divide-border text-sm">
            {l.payments.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
                <span className="flex min-w-0 flex-col">
                  <span className="num font-medium">{p.paymentNumber}</span>
                  <span className="text-xs text-muted-foreground">
                    <span className="num">{co.day(p.paymentDate)}</span> · {p.chequeNumber ? t('detail.payments.cheque', { number: ltr(p.chequeNumber) }) : methodLabel(p.method)}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  {p.status === 'bounced' ? <Badge tone="danger">{t('detail.payments.bounced')}</Badge> : null}
                  <span className={p.status === 'bounced' ? 'num text-muted-foreground line-through' : 'num font-medium'}>{co.money(p.amount)}</span>
                  <ReceiptButton id={p.id} number={p.paymentNumber} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
