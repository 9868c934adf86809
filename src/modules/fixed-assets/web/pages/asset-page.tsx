import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { LoadError } from '../../../../web/components/data/load-error';
import { ltr } from '../../../../web/components/data/numbers';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Facts, Section, Stat } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { useAsset } from '../api/assets';
import type { AssetDetail } from '../api/types';
import { AssetStatusBadge } from '../components/asset-badges';
import { DisposeDialog } from '../components/dispose-dialog';
import { monthLabel } from '../../../../web/components/data/month';
import { ScheduleTable } from '../components/schedule-table';
import { useAssetsT } from '../i18n';

/** /finance/assets/:id — the asset's facts, book value, full depreciation schedule and disposal. */
export function AssetPage() {
  const { id = '' } = useParams();
  const query = useAsset(id);
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <AssetView asset={query.data} />;
}

function AssetView({ asset: a }: { asset: AssetDetail }) {
  const { t } = useAssetsT();
  const co = useCompany();
  const [disposing, setDisposing] = useState(false);
  const en = co.f.language.startsWith('en');
  const name = en && a.nameEn ? a.nameEn : a.nameAr;
  const left = a.schedule.filter((r) => r.state === 'pending').length;
  const entry = (id: string | null, label: string) => (id ? { label, value: <Link className="text-primary hover:underline" to={withBase(co.base, `/finance/journal-entries/${id}`)}>{label}</Link> } : null);

  return (
    <div className="flex flex-col gap-5" data-testid="asset-detail">
      <PageHeader
        title={`${a.code} · ${name}`}
        back={withBase(co.base, '/finance/assets')}
        badges={<AssetStatusBadge status={a.status} />}
        subtitle={en && a.category.nameEn ? a.category.nameEn : a.category.nameAr}
        actions={
          co.can('finance.assets.write') && a.status !== 'disposed' ? (
            <Button variant="outline" onClick={() => setDisposing(true)} data-testid="asset-dispose">
              {t('dispose.action')}
            </Button>
          ) : null
        }
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="asset-totals">
        <Stat label={t('fields.cost')} value={co.money(a.cost)} />
        <Stat label={t('detail.accumulated')} value={co.money(a.accumulated)} testId="asset-accumulated" />
        <Stat label={t('detail.bookValue')} value={a.status === 'disposed' ? '—' : co.money(a.bookValue)} testId="asset-book-value" />
        <Stat label={t('detail.remainingMonths')} value={co.f.number(left)} />
      </div>
      <Section title={t('detail.facts')} testId="asset-facts">
        <Facts
          className="lg:grid-cols-3"
          items={[
            { label: t('fields.purchaseDate'), value: <span className="num">{co.day(a.purchaseDate)}</span> },
            { label: t('fields.salvageValue'), value: <span className="num">{co.money(a.salvageValue)}</span> },
            { label: t('fields.lifeMonths'), value: <span className="num">{co.f.number(a.lifeMonths)}</span> },
            { label: t('fields.method'), value: t(`method.${a.method}`) },
            { label: t('fields.depreciationStart'), value: <span className="num">{monthLabel(co, a.depreciationStart.slice(0, 7))}</span> },
            { label: t('fields.lastPostedMonth'), value: <span className="num">{monthLabel(co, a.lastPostedMonth)}</span> },
            { label: t('fields.acquisitionMethod'), value: t(`acquisition.${a.acquisitionMethod}`) },
            {
              label: t('fields.vehicle'),
              value: a.vehicle ? (
                <Link className="num text-primary hover:underline" to={withBase(co.base, `/fleet/vehicles/${a.vehicle.id}`)}>
                  {`${ltr(a.vehicle.plateNumber)} · ${a.vehicle.make} ${a.vehicle.model}`}
                </Link>
              ) : (
                t('detail.noVehicle')
              ),
            },
            a.disposedOn ? { label: t('fields.disposedOn'), value: <span className="num">{co.day(a.disposedOn)}</span> } : null,
            a.disposalProceeds !== null ? { label: t('fields.disposalProceeds'), value: <span className="num">{co.money(a.disposalProceeds)}</span> } : null,
            entry(a.acquisitionEntryId, t('detail.acquisitionEntry')),
            entry(a.disposalEntryId, t('detail.disposalEntry')),
            a.notes ? { label: t('fields.notes'), value: a.notes, wide: true } : null,
          ]}
        />
      </Section>
      <Section title={t('schedule.title')}>
        <ScheduleTable rows={a.schedule} />
      </Section>
      <DisposeDialog asset={a} open={disposing} onClose={() => setDisposing(false)} />
    </div>
  );
}
