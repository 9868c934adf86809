import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { Section } from '../../../../web/components/data/section';
import { Button } from '../../../../web/components/ui/button';
import type { PropertyDetail } from '../api/types';
import { usePropertiesT } from '../i18n';
import { propertyName } from './property-name';
import { PropertyStatusBadge } from './status-badges';
import { UnitDialog } from './unit-dialog';

/** A building's units: number, type, status, current tenant and rent; "Add unit" for whoever may write. */
export function PropertyUnits({ property: p, canWrite }: { property: PropertyDetail; canWrite: boolean }) {
  const { t, language } = usePropertiesT();
  const co = useCompany();
  const [adding, setAdding] = useState(false);
  const href = (id: string) => withBase(co.base, `/properties/${id}`);
  return (
    <Section
      title={t('detail.units')}
      testId="property-units"
      actions={
        canWrite ? (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {t('detail.addUnit')}
          </Button>
        ) : null
      }
    >
      {p.units.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('detail.noUnits')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="units-table">
            <thead className="border-b border-border text-xs text-muted-foreground">
              <tr>
                <th className="py-2 pe-3 text-start font-semibold">{t('detail.columns.unit')}</th>
                <th className="py-2 pe-3 text-start font-semibold max-sm:hidden">{t('detail.columns.type')}</th>
                <th className="py-2 pe-3 text-start font-semibold">{t('detail.columns.status')}</th>
                <th className="py-2 pe-3 text-start font-semibold max-sm:hidden">{t('detail.columns.tenant')}</th>
                <th className="py-2 text-end font-semibold">{t('detail.columns.rent')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {p.units.map((u) => (
                <tr key={u.id}>
                  <td className="py-2 pe-3">
                    <Link to={href(u.id)} className="flex flex-col text-primary hover:underline">
                      <span className="num font-semibold">{u.unitNumber ?? u.propertyCode}</span>
                      <span className="text-xs text-muted-foreground">{propertyName(u, language)}</span>
                    </Link>
                  </td>
                  <td className="py-2 pe-3 max-sm:hidden">{t(`type.${u.propertyType}`)}</td>
                  <td className="py-2 pe-3">
                    <PropertyStatusBadge status={u.status} />
                  </td>
                  <td className="py-2 pe-3 max-sm:hidden">{u.tenantNameAr || u.tenantNameEn ? propertyName({ nameAr: u.tenantNameAr, nameEn: u.tenantNameEn }, language) : '—'}</td>
                  <td className="num py-2 text-end whitespace-nowrap">{co.money(u.rentPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <UnitDialog open={adding} onOpenChange={setAdding} building={p} />
    </Section>
  );
}
