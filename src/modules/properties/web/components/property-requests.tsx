import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { Section } from '../../../../web/components/data/section';
import { Button } from '../../../../web/components/ui/button';
import type { PropertyDetail } from '../api/types';
import { usePropertiesT } from '../i18n';
import { MaintenanceDialog } from './maintenance-dialog';
import { propertyName } from './property-name';
import { MaintenanceStatusBadge, PriorityBadge } from './status-badges';

/** The property's maintenance requests (a building's: its units' too), newest first, each linking to its page. */
export function PropertyRequests({ property: p, canWrite }: { property: PropertyDetail; canWrite: boolean }) {
  const { t, language } = usePropertiesT();
  const co = useCompany();
  const [adding, setAdding] = useState(false);
  const option = {
    id: p.id,
    label: `${p.propertyCode} — ${propertyName(p, language)}`,
    value: { id: p.id, propertyCode: p.propertyCode, unitNumber: p.unitNumber, nameAr: p.nameAr, nameEn: p.nameEn, parentId: p.parentId, buildingNameAr: p.parentNameAr, buildingNameEn: p.parentNameEn, propertyType: p.propertyType, status: p.status, usage: p.usage, rentPrice: p.rentPrice, leasable: p.leasable },
  };
  return (
    <Section
      title={t('detail.maintenance')}
      testId="property-maintenance"
      actions={
        <>
          <Button asChild size="sm" variant="ghost">
            <Link to={withBase(co.base, `/properties/maintenance?propertyId=${p.id}`)}>{t('detail.allRequests')}</Link>
          </Button>
          {canWrite ? (
            <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              {t('detail.newRequest')}
            </Button>
          ) : null}
        </>
      }
    >
      {p.maintenance.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('detail.noMaintenance')}</p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {p.maintenance.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
              <span className="flex min-w-0 flex-col">
                <Link to={withBase(co.base, `/properties/maintenance/${r.id}`)} className="font-medium text-primary hover:underline">
                  <span className="num">{r.requestNumber}</span> · {r.title}
                </Link>
                <span className="text-xs text-muted-foreground">
                  {t(`maintenance.category.${r.category}`)} · {co.at(r.createdAt)}
                  {r.propertyId !== p.id && r.unitNumber ? ` · ${t('detail.columns.unit')} ${r.unitNumber}` : ''}
                </span>
              </span>
              <span className="flex items-center gap-2">
                <span className="num">{co.money(r.actualCost ?? r.estimatedCost)}</span>
                <PriorityBadge priority={r.priority} />
                <MaintenanceStatusBadge status={r.status} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <MaintenanceDialog open={adding} onOpenChange={setAdding} property={option} />
    </Section>
  );
}
