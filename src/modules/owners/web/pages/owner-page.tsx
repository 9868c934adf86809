import Banknote from 'lucide-react/icons/banknote';
import Pencil from 'lucide-react/icons/pencil';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatIban } from '../../../../core/banking';
import { compareMoney, negateMoney } from '../../../../core/money';
import { withBase } from '../../../../core/modules';
import { Badge, type Tone } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Facts, Section, Stat } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { useOwner } from '../api/get-owner';
import type { OwnedProperty, OwnerDetail } from '../api/types';
import { OwnerFormDialog } from '../components/owner-form-dialog';
import { ownerName } from '../components/owner-name';
import { PayoutDialog } from '../components/payout-dialog';
import { StatementSection } from '../components/statement-section';
import { useOwnersT } from '../i18n';
import { RecordActivity } from '../../../admin/web';

const STATUS_TONES: Record<OwnedProperty['status'], Tone> = { available: 'warning', rented: 'success', for_sale: 'info', maintenance: 'danger', reserved: 'primary', sold: 'muted' };
const th = 'py-2 pe-3 text-start font-semibold whitespace-nowrap';
const thEnd = 'py-2 pe-3 text-end font-semibold whitespace-nowrap';

/** /owners/:id — the owner's details, properties, this year's figures, the statement of any period and the payouts. */
export function OwnerPage() {
  const { id = '' } = useParams();
  const query = useOwner(id);
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <OwnerView owner={query.data} />;
}

function OwnerView({ owner: o }: { owner: OwnerDetail }) {
  const { t, language } = useOwnersT();
  const co = useCompany();
  const [dialog, setDialog] = useState<null | 'edit' | 'payout'>(null);
  const name = ownerName(o, language);
  const canWrite = co.can('operations.owners.write');
  const due = compareMoney(o.year.closing, '0') >= 0;
  const place = (p: OwnedProperty) => [p.district, p.city].filter(Boolean).join('، ');

  return (
    <div className="flex flex-col gap-5" data-testid="owner-detail">
      <PageHeader
        title={name}
        back={withBase(co.base, '/owners')}
        badges={o.isActive ? null : <Badge tone="muted">{t('detail.inactive')}</Badge>}
        subtitle={<span className="num">{`${o.ownerCode} · ${t(`types.${o.ownerType}`)}`}</span>}
        actions={
          canWrite ? (
            <>
              <Button variant="outline" onClick={() => setDialog('edit')}>
                <Pencil aria-hidden="true" />
                {t('detail.edit')}
              </Button>
              <Button onClick={() => setDialog('payout')}>
                <Banknote aria-hidden="true" />
                {t('detail.recordPayout')}
              </Button>
            </>
          ) : null
        }
      />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="owner-stats">
        <Stat label={t('detail.stats.properties')} value={co.f.number(o.properties.length)} />
        <Stat label={t('detail.stats.collected')} value={co.money(o.year.collected)} tone="success" />
        <Stat label={t('detail.stats.commission')} value={co.money(o.year.commission)} />
        <Stat label={due ? t('detail.stats.due') : t('detail.stats.owes')} value={co.money(due ? o.year.closing : negateMoney(o.year.closing))} tone={due ? (compareMoney(o.year.closing, '0') > 0 ? 'warning' : undefined) : 'danger'} />
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <Section title={t('detail.facts')}>
          <Facts
            items={[
              o.ownerType === 'company' ? { label: t('fields.commercialRegister'), value: <span className="num">{o.commercialRegister ?? '—'}</span> } : { label: t('fields.civilId'), value: <span className="num">{o.civilId ?? '—'}</span> },
              o.ownerType === 'company' ? null : { label: t('fields.nationality'), value: o.nationality ?? '—' },
              { label: t('fields.nameEn'), value: o.nameEn ?? '—' },
              { label: t('fields.phone'), value: o.phone ? <span dir="ltr" className="num">{o.phone}</span> : '—' },
              { label: t('fields.email'), value: o.email ?? '—' },
              { label: t('fields.commissionRate'), value: <span className="num">{`${co.f.number(Number(o.commissionRate))}%`}</span> },
              { label: t('fields.bankName'), value: o.bankName ?? '—' },
              { label: t('fields.iban'), value: o.iban ? <span dir="ltr" className="num break-all">{formatIban(o.iban)}</span> : '—', wide: true },
              o.address ? { label: t('fields.address'), value: o.address, wide: true } : null,
              o.notes ? { label: t('fields.notes'), value: <span className="whitespace-pre-line">{o.notes}</span>, wide: true } : null,
            ]}
          />
        </Section>
        <Section title={`${t('detail.properties')} (${co.f.number(o.properties.length)})`}>
          {o.properties.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('detail.noProperties')}</p>
          ) : (
            <ul className="divide-y divide-border text-sm" data-testid="owner-properties">
              {o.properties.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                  <div className="flex min-w-0 flex-col">
                    <Link className="font-medium text-primary hover:underline" to={withBase(co.base, `/properties/${p.id}`)}>{(language === 'en' && p.nameEn) || p.nameAr}</Link>
                    <span className="text-xs text-muted-foreground"><span className="num">{p.propertyCode}</span>{place(p) ? ` · ${place(p)}` : ''}</span>
                  </div>
                  {p.units > 0 ? (
                    <span className="text-xs text-muted-foreground">{t('detail.units', { rented: co.f.number(p.rentedUnits), units: co.f.number(p.units) })}</span>
                  ) : (
                    <Badge tone={STATUS_TONES[p.status]}>{t(`propertyStatuses.${p.status}`)}</Badge>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <StatementSection ownerId={o.id} />
      <Section title={t('detail.payouts')}>
        {o.payouts.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('detail.noPayouts')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="owner-payouts">
              <thead className="border-b border-border text-xs text-muted-foreground">
                <tr>
                  <th className={th}>{t('detail.columns.number')}</th>
                  <th className={th}>{t('detail.columns.date')}</th>
                  <th className={`${th} max-sm:hidden`}>{t('detail.columns.method')}</th>
                  <th className={`${th} max-md:hidden`}>{t('detail.columns.reference')}</th>
                  <th className={thEnd}>{t('detail.columns.amount')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {o.payouts.map((p) => (
                  <tr key={p.id}>
                    <td className="num py-2 pe-3 whitespace-nowrap">{p.payoutNumber}</td>
                    <td className="py-2 pe-3 whitespace-nowrap">{co.day(p.payoutDate)}</td>
                    <td className="py-2 pe-3 max-sm:hidden">{t(`methods.${p.method}`)}</td>
                    <td className="num py-2 pe-3 max-md:hidden">{p.reference ?? '—'}</td>
                    <td className="num py-2 pe-3 text-end whitespace-nowrap">{co.money(p.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <RecordActivity entity="property_owners" id={o.id} />
      <OwnerFormDialog open={dialog === 'edit'} onOpenChange={(open) => setDialog(open ? 'edit' : null)} owner={o} />
      <PayoutDialog open={dialog === 'payout'} onOpenChange={(open) => setDialog(open ? 'payout' : null)} owner={{ id: o.id, name, due: o.year.closing }} />
    </div>
  );
}
