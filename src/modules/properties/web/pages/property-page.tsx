import FilePlus from 'lucide-react/icons/file-plus';
import Pencil from 'lucide-react/icons/pencil';
import Tag from 'lucide-react/icons/tag';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { DocumentsPanel } from '../../../../web/components/data/documents-panel';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Section, Stat } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../web/components/ui/tabs';
import { useProperty } from '../api/get-property';
import { propertyKeys } from '../api/keys';
import type { PropertyDetail } from '../api/types';
import { PropertyFacts, PropertyPhotos } from '../components/property-facts';
import { PropertyLeases } from '../components/property-leases';
import { propertyName } from '../components/property-name';
import { PropertyRequests } from '../components/property-requests';
import { PropertyUnits } from '../components/property-units';
import { PropertyStatusBadge } from '../components/status-badges';
import { StatusDialog } from '../components/status-dialog';
import { usePropertiesT } from '../i18n';
import { ActivityTabLabel, RecordActivity } from '../../../admin/web';

const TABS = ['overview', 'units', 'leases', 'maintenance', 'documents', 'activity'] as const;
// The open tab is kept in the URL (?tab=), so a link or a reload lands on it.
const PAGE: ListConfig = { selects: { tab: TABS } };
const DOCUMENT_KINDS = ['photo', 'title_deed', 'floor_plan', 'permit', 'insurance', 'other'] as const;

/** /properties/:id — facts, occupancy and rent figures, units, leases, maintenance, photos and documents, its history. */
export function PropertyPage() {
  const { id = '' } = useParams();
  const query = useProperty(id);
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <PropertyView property={query.data} />;
}

function PropertyView({ property: p }: { property: PropertyDetail }) {
  const { t, language } = usePropertiesT();
  const co = useCompany();
  const page = useListState(PAGE);
  const [changing, setChanging] = useState(false);
  const canWrite = co.can('operations.properties.write');
  const isBuilding = !p.parentId && (p.propertyType === 'building' || p.units.length > 0);
  const tabs = TABS.filter((tab) => tab !== 'units' || isBuilding);
  const tab = (tabs as readonly string[]).includes(page.selects.tab ?? '') ? page.selects.tab! : 'overview';
  const n = (v: number) => co.f.number(v);
  const subtitle = [p.propertyCode, p.parentId ? `${t('detail.building')}: ${propertyName({ nameAr: p.parentNameAr, nameEn: p.parentNameEn }, language)}` : t(`type.${p.propertyType}`), [p.district, p.city].filter(Boolean).join('، ')].filter(Boolean);

  return (
    <div className="flex flex-col gap-5" data-testid="property-detail">
      <PageHeader
        title={propertyName(p, language)}
        back={withBase(co.base, p.parentId ? `/properties/${p.parentId}?tab=units` : '/properties')}
        badges={<PropertyStatusBadge status={p.status} />}
        subtitle={
          <span className="flex flex-wrap gap-x-2">
            {subtitle.map((part, i) => (
              <span key={i} className={i === 0 ? 'num' : undefined}>
                {i > 0 ? '· ' : ''}
                {part}
              </span>
            ))}
          </span>
        }
        actions={
          <>
            {canWrite ? (
              <Button asChild variant="outline">
                <Link to={withBase(co.base, `/properties/${p.id}/edit`)}>
                  <Pencil aria-hidden="true" />
                  {t('detail.edit')}
                </Link>
              </Button>
            ) : null}
            {canWrite && p.status !== 'rented' ? (
              <Button variant="outline" onClick={() => setChanging(true)}>
                <Tag aria-hidden="true" />
                {t('detail.changeStatus')}
              </Button>
            ) : null}
            {p.leasable && co.can('operations.contracts.write') ? (
              <Button asChild>
                <Link to={withBase(co.base, `/properties/contracts/new?propertyId=${p.id}`)}>
                  <FilePlus aria-hidden="true" />
                  {t('detail.newLease')}
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="property-stats">
        {p.occupancy ? (
          <Stat label={t('detail.occupancy')} value={t('detail.occupancyValue', { rented: n(p.occupancy.rented), units: n(p.occupancy.units), percent: co.f.number(p.occupancy.percent / 100, { style: 'percent' }) })} />
        ) : (
          <Stat label={t('detail.vacantSince')} value={p.daysVacant === null ? t('detail.occupied') : <span className="flex flex-col"><span>{t('detail.daysVacant', { count: p.daysVacant, days: n(p.daysVacant) })}</span><span className="text-xs font-normal text-muted-foreground">{co.day(p.vacantSince)}</span></span>} />
        )}
        <Stat label={t('detail.rentDue')} value={co.money(p.rent.due)} />
        <Stat label={t('detail.rentCollected')} value={co.money(p.rent.collected)} tone={p.rent.collected !== '0' && p.rent.collected === p.rent.due ? 'success' : undefined} />
        <Stat label={t('detail.overdue')} value={<span className="flex flex-col"><span>{co.money(p.rent.overdue)}</span>{p.rent.overdueCount ? <span className="text-xs font-normal">{t('detail.overdueCount', { count: n(p.rent.overdueCount) })}</span> : null}</span>} tone={p.rent.overdueCount ? 'danger' : undefined} />
      </div>
      <Tabs value={tab} onValueChange={(value) => page.setSelect('tab', value)} className="flex flex-col gap-4">
        <TabsList className="w-full auto-cols-auto overflow-x-auto sm:w-fit">
          {tabs.map((value) => (
            <TabsTrigger key={value} value={value}>
              {value === 'overview' ? t('detail.facts') : value === 'units' ? `${t('detail.units')} (${n(p.units.length)})` : value === 'activity' ? <ActivityTabLabel /> : t(`detail.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" className="flex flex-col gap-5">
          <PropertyFacts property={p} />
          <PropertyPhotos property={p} />
        </TabsContent>
        {isBuilding ? (
          <TabsContent value="units">
            <PropertyUnits property={p} canWrite={canWrite} />
          </TabsContent>
        ) : null}
        <TabsContent value="leases">
          <PropertyLeases property={p} />
        </TabsContent>
        <TabsContent value="maintenance">
          <PropertyRequests property={p} canWrite={canWrite} />
        </TabsContent>
        <TabsContent value="documents">
          <Section title={t('detail.documents')}>
            <DocumentsPanel
              base={`/api/properties/${p.id}`}
              documents={p.documents}
              kinds={DOCUMENT_KINDS.map((value) => ({ value, label: t(`documentKinds.${value}`) }))}
              invalidate={propertyKeys.one(p.id)}
              canWrite={canWrite}
              withExpiry
              formatDay={(day) => co.day(day)}
            />
          </Section>
        </TabsContent>
        <TabsContent value="activity">
          <RecordActivity entity="properties" id={p.id} />
        </TabsContent>
      </Tabs>
      {changing ? <StatusDialog open={changing} onOpenChange={setChanging} property={p} /> : null}
    </div>
  );
}
