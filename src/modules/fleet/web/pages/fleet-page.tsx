import Car from 'lucide-react/icons/car';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { countedChips } from '../../../../web/components/data/list-toolbar';
import { Button } from '../../../../web/components/ui/button';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { useVehicles } from '../api/get-vehicles';
import { VEHICLE_STATUSES, type Vehicle, type VehicleSort, type VehicleStatus } from '../api/types';
import { FleetViews } from '../components/fleet-views';
import { VehicleFormDialog } from '../components/vehicle-form-dialog';
import { VEHICLE_TONES, VehicleStatusBadge } from '../components/vehicle-status-badge';
import { WarningMarker } from '../components/vehicle-warnings';
import { useFleetT } from '../i18n';

const LIST: ListConfig<VehicleSort, 'all' | VehicleStatus> = {
  sorts: ['plate', 'make', 'year', 'dailyRate', 'odometer', 'status', 'created'],
  chips: { values: ['all', ...VEHICLE_STATUSES] },
};

/** /fleet: search, status chips with counts, sort, server pages, virtualised rows; Ctrl+N adds a vehicle. No bulk action: the API has no vehicle delete. */
export function FleetPage() {
  const { t } = useFleetT();
  const co = useCompany();
  const list = useListState(LIST);
  const [adding, setAdding] = useState(false);
  const query = useVehicles({ search: list.search, status: list.chip === 'all' ? undefined : list.chip, sort: list.sort, dir: list.dir, page: list.page, pageSize: list.pageSize });
  const canWrite = co.can('fleet.vehicles.write');
  useShortcutEvent('new', () => canWrite && setAdding(true));

  const href = (v: Vehicle) => withBase(co.base, `/fleet/vehicles/${v.id}`);
  const km = (n: number) => t('list.km', { km: co.f.number(n) });
  const columns: Column<Vehicle>[] = [
    { key: 'plate', header: t('list.columns.plate'), rowHeader: true, cell: (v) => <Link to={href(v)} dir="ltr" className="num font-semibold whitespace-nowrap text-foreground hover:text-primary hover:underline">{v.plateNumber}</Link> },
    { key: 'vehicle', header: t('list.columns.vehicle'), cell: (v) => <span className="whitespace-nowrap">{`${v.make} ${v.model}`}<span className="text-muted-foreground">{v.colorAr || v.color ? ` · ${co.f.language === 'ar' ? (v.colorAr ?? v.color) : (v.color ?? v.colorAr)}` : ''}</span></span> },
    { key: 'year', header: t('list.columns.year'), hideBelow: 'lg', cell: (v) => <span className="num">{v.year}</span> },
    { key: 'odometer', header: t('list.columns.odometer'), align: 'end', hideBelow: 'lg', cell: (v) => <span className="num whitespace-nowrap">{km(v.odometer)}</span> },
    { key: 'daily', header: t('list.columns.daily'), align: 'end', cell: (v) => <span className="num whitespace-nowrap">{co.money(v.dailyRate)}</span> },
    { key: 'weekly', header: t('list.columns.weekly'), align: 'end', hideBelow: 'xl', cell: (v) => <span className="num whitespace-nowrap">{co.money(v.weeklyRate)}</span> },
    { key: 'monthly', header: t('list.columns.monthly'), align: 'end', hideBelow: 'xl', cell: (v) => <span className="num whitespace-nowrap">{co.money(v.monthlyRate)}</span> },
    { key: 'status', header: t('list.columns.status'), cell: (v) => <VehicleStatusBadge status={v.status} /> },
    { key: 'alerts', header: <span className="sr-only">{t('list.columns.alerts')}</span>, cell: (v) => <WarningMarker vehicle={v} /> },
  ];

  return (
    <ListPage
      list={list}
      query={query}
      id="fleet"
      header={{
        subtitle: t('list.subtitle'),
        actions: canWrite ? (
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {t('list.new')}
          </Button>
        ) : null,
      }}
      above={<FleetViews />}
      search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
      sort={{ label: (s) => t(`list.sorts.${s}`) }}
      chips={{
        label: t('list.statusFilter'),
        testId: 'fleet-chips',
        items: countedChips([{ value: 'all', label: t('list.all') }, ...VEHICLE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`), tone: VEHICLE_TONES[s] }))], query.data?.counts),
      }}
      columns={columns}
      rowKey={(v) => v.id}
      rowLabel={(v) => v.plateNumber}
      caption={t('list.caption')}
      testId="vehicles-table"
      empty={{ icon: Car, title: t('list.empty'), body: t('list.emptyBody'), action: canWrite ? <Button onClick={() => setAdding(true)}>{t('list.new')}</Button> : undefined }}
      noMatches={{ title: t('list.noMatches'), body: t('list.noMatchesBody') }}
      card={(v) => (
        <RowCard
          title={<Link to={href(v)} dir="ltr" className="num hover:text-primary hover:underline">{v.plateNumber}</Link>}
          subtitle={`${v.make} ${v.model} ${v.year}`}
          badge={<VehicleStatusBadge status={v.status} />}
          facts={[
            [t('list.columns.daily'), <span key="d" className="num font-medium">{co.money(v.dailyRate)}</span>],
            [t('list.columns.odometer'), <span key="o" className="num">{km(v.odometer)}</span>],
          ]}
          action={v.warnings.length ? <WarningMarker vehicle={v} /> : undefined}
        />
      )}
    >
      <VehicleFormDialog open={adding} onOpenChange={setAdding} vehicle={null} currency={co.currency} />
    </ListPage>
  );
}
