import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { Badge, type Tone } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { Section } from '../../../../web/components/data/section';
import type { PropertyDetail } from '../api/types';
import { usePropertiesT } from '../i18n';
import { propertyName } from './property-name';

type Lease = PropertyDetail['leases'][number];
const GROUPS = [
  { key: 'current', statuses: ['active'] },
  { key: 'upcoming', statuses: ['draft'] },
  { key: 'past', statuses: ['expired', 'renewed', 'terminated'] },
] as const;
const TONES: Record<Lease['status'], Tone> = { draft: 'muted', active: 'success', expired: 'warning', renewed: 'info', terminated: 'danger' };

/** The property's leases (a building's: its units'), current, upcoming and past, each linking to its lease page. */
export function PropertyLeases({ property: p }: { property: PropertyDetail }) {
  const { t, language } = usePropertiesT();
  const co = useCompany();
  return (
    <Section title={t('detail.leases')} testId="property-leases">
      {p.leases.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('detail.noLeases')}</p>
      ) : (
        <div className="flex flex-col gap-5">
          {GROUPS.map((group) => {
            const leases = p.leases.filter((l) => (group.statuses as readonly string[]).includes(l.status));
            if (!leases.length) return null;
            return (
              <div key={group.key} className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold text-muted-foreground">{t(`detail.${group.key}`)}</h3>
                <ul className="divide-y divide-border rounded-lg border border-border text-sm">
                  {leases.map((l) => (
                    <li key={l.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2">
                      <span className="flex min-w-0 flex-col">
                        <Link to={withBase(co.base, `/properties/contracts/${l.id}`)} className="num font-semibold text-primary hover:underline">
                          {l.leaseNumber}
                        </Link>
                        <span className="text-xs text-muted-foreground">
                          {propertyName({ nameAr: l.tenantNameAr, nameEn: l.tenantNameEn }, language)}
                          {l.unitNumber && l.propertyId !== p.id ? ` · ${t('detail.columns.unit')} ${l.unitNumber}` : ''}
                        </span>
                      </span>
                      <span className="num text-muted-foreground">{`${co.day(l.startDate)} – ${co.day(l.terminatedOn ?? l.endDate)}`}</span>
                      <span className="flex items-center gap-2">
                        <span className="num font-medium">{co.money(l.monthlyRent)}</span>
                        <Badge tone={TONES[l.status]}>{t(`leaseStatus.${l.status}`)}</Badge>
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      )}
    </Section>
  );
}
