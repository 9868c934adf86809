import { Link } from 'react-router';
import { compareMoney } from '../../../../core/money';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { Facts, Section } from '../../../../web/components/data/section';
import type { LeaseDetail } from '../api/types';
import { useLeasesT } from '../i18n';
import { LeaseStatusBadge } from './lease-badges';
import { leasedProperty, nameIn } from './lease-names';
import { wholeMonths } from './lease-form-values';

/** The agreed terms: dates, rent and its rhythm, deposit, late rent, renewal, utilities, VAT, the lease it renews or that renews it. */
export function LeaseFacts({ lease: l }: { lease: LeaseDetail }) {
  const { t, language } = useLeasesT();
  const co = useCompany();
  const months = wholeMonths(l.startDate, l.endDate);
  const link = (to: string, text: string) => (
    <Link className="text-primary hover:underline" to={withBase(co.base, to)}>
      {text}
    </Link>
  );
  const ref = (r: NonNullable<LeaseDetail['renewedFrom']>) => (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Link className="num text-primary hover:underline" to={withBase(co.base, `/properties/contracts/${r.id}`)}>
        {r.leaseNumber}
      </Link>
      <span className="num text-xs text-muted-foreground">{`${co.day(r.startDate)} – ${co.day(r.endDate)}`}</span>
      <LeaseStatusBadge status={r.status} />
    </span>
  );
  const held = l.depositStatus !== 'none';
  const lateFee = l.lateFeeType === 'fixed' ? t('detail.facts.lateFeeFixed', { amount: co.money(l.lateFeeValue) }) : l.lateFeeType === 'percent' ? t('detail.facts.lateFeePercent', { percent: l.lateFeeValue }) : t('lateFeeType.none');
  const property = leasedProperty(l.property, language);

  return (
    <Section title={t('detail.tabs.terms')} testId="lease-facts">
      <Facts
        className="lg:grid-cols-3"
        items={[
          { label: t('detail.property'), value: link(`/properties/${l.property.id}`, `${l.property.propertyCode} — ${property.name}`) },
          property.building && l.property.parentId ? { label: t('detail.building'), value: link(`/properties/${l.property.parentId}`, property.building) } : null,
          l.property.ownerId ? { label: t('detail.owner'), value: link(`/owners/${l.property.ownerId}`, nameIn({ nameAr: l.property.ownerNameAr, nameEn: l.property.ownerNameEn }, language)) } : null,
          { label: t('detail.tenant'), value: link(`/tenants/${l.tenant.id}`, `${nameIn(l.tenant, language)} — ${l.tenant.customerNumber}`) },
          { label: t('detail.facts.start'), value: <span className="num">{co.day(l.startDate)}</span> },
          { label: t('detail.facts.end'), value: <span className="num">{co.day(l.endDate)}</span> },
          l.terminatedOn ? { label: t('detail.facts.terminatedOn'), value: <span className="num text-destructive">{co.day(l.terminatedOn)}</span> } : null,
          months ? { label: t('detail.facts.term'), value: t('months', { count: months, months: co.f.number(months) }) } : null,
          { label: t('detail.facts.frequency'), value: `${t(`frequency.${l.paymentFrequency}`)} — ${t(`every.${l.paymentFrequency}`)}` },
          { label: t('detail.facts.paymentDay'), value: t('detail.facts.dayOfMonth', { day: co.f.number(l.paymentDay) }) },
          { label: t('detail.facts.totalRent'), value: <span className="num">{co.money(l.totalRent)}</span> },
          { label: t('detail.facts.deposit'), value: <span className="num">{`${co.money(l.securityDeposit)} · ${t(`deposit.${l.depositStatus}`)}`}</span> },
          held && l.settledOn ? { label: t('detail.facts.depositApplied'), value: <span className="num">{co.money(l.depositApplied)}</span> } : null,
          held && l.settledOn ? { label: t('detail.facts.depositRefunded'), value: <span className="num">{co.money(l.depositRefunded)}</span> } : null,
          l.settledOn ? { label: t('detail.facts.settledOn'), value: <span className="num">{co.day(l.settledOn)}</span> } : null,
          compareMoney(l.commissionAmount, '0') > 0 ? { label: t('detail.facts.commission'), value: <span className="num">{co.money(l.commissionAmount)}</span> } : null,
          { label: t('detail.facts.grace'), value: t('days', { count: l.graceDays, days: co.f.number(l.graceDays) }) },
          { label: t('detail.facts.lateFee'), value: lateFee },
          { label: t('detail.facts.renewal'), value: l.autoRenew ? t('detail.facts.autoRenew', { months: t('months', { count: l.renewalMonths, months: co.f.number(l.renewalMonths) }) }) : t('detail.facts.manualRenew') },
          { label: t('detail.facts.utilities'), value: t(l.utilitiesIncluded ? 'detail.facts.utilitiesIncluded' : 'detail.facts.utilitiesTenant') },
          compareMoney(l.taxRate, '0') > 0 ? { label: t('detail.facts.tax'), value: <span className="num">{`${l.taxRate.replace(/\.?0+$/, '')}%`}</span> } : null,
          l.renewedFrom ? { label: t('detail.facts.renewedFrom'), value: ref(l.renewedFrom) } : null,
          l.renewedTo ? { label: t('detail.facts.renewedTo'), value: ref(l.renewedTo) } : null,
          l.statusReason ? { label: t('detail.facts.reason'), value: l.statusReason, wide: true } : null,
          l.terms ? { label: t('detail.facts.terms'), value: <span className="whitespace-pre-line">{l.terms}</span>, wide: true } : null,
          l.notes ? { label: t('detail.facts.notes'), value: <span className="whitespace-pre-line">{l.notes}</span>, wide: true } : null,
          { label: t('detail.facts.created'), value: <span className="num">{co.at(l.createdAt)}</span> },
        ]}
      />
    </Section>
  );
}
