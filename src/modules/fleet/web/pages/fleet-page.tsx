import Car from 'lucide-react/icons/car';
import Plus from 'lucide-react/icons/plus';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { DataTable, RowCard, type Column } from '../../../../web/components/data/data-table';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { FilterChips } from '../../../../web/components/data/filter-chips';
import { useDataT } from '../../../../web/components/data/i18n';
import { useListParams } from '../../../../web/components/data/list-params';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Pagination } from '../../../../web/components/data/pagination';
import { SearchBox } from '../../../../web/components/data/search-box';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { useVehicles } from '../api/get-vehicles';
import { VEHICLE_STATUSES, type Vehicle, type VehicleSort } from '../api/types';
import { FleetViews } from '../components/fleet-views';
import { VehicleFormDialog } from '../components/vehicle-form-dialog';
import { VEHICLE_TONES, VehicleStatusBadge } from '../components/vehicle-status-badge';
import { WarningMarker } from '../components/vehicle-warnings';
import { useFleetT } from '../i18n';

const PAGE_SIZE = 50;
const SORTS: readonly VehicleSort[] = ['plate', 'make', 'year', 'dailyRate', 'odometer', 'status', 'created'];

/** /fleet: search, status chips with counts, sort, server pages, virtualised rows; Ctrl+N adds a vehicle. */
export function FleetPage() {
  const { t } = useFleetT();
  const d = useDataT().t;
  const co = useCompany();
  const { get, set, page } = useListParams();
  const [adding, setAdding] = useState(false);
  const search = get('q');
  const status = (VEHICLE_STATUSES as readonly string[]).includes(get('status')) ? get('status') : '';
  const sort = (SORTS as readonly string[]).includes(get('sort')) ? (get('sort') as VehicleSort) : 'plate';
  const dir = get('dir') === 'desc' ? 'desc' : 'asc';
  const list = useVehicles({ search, status: status || undefined, sort, dir, page, pageSize: PAGE_SIZE });
  const canWrite = co.can('fleet.vehicles.write');
  const onSearch = useCallback((value: string) => set({ q: value, page: null }), [set]);
  useShortcutEvent('new', () => canWrite && setAdding(true));

  const counts = list.data?.counts ?? {};
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
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

  const filtered = Boolean(search || status);
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        subtitle={t('list.subtitle')}
        actions={
          canWrite ? (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              {t('list.new')}
            </Button>
          ) : null
        }
      />
      <FleetViews />
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-4">
        <div className="flex flex-col gap-3 lg:flex-row">
          <SearchBox id="fleet-search" value={search} onSearch={onSearch} label={t('list.search')} placeholder={t('list.searchPlaceholder')} className="flex-1" />
          <div className="lg:w-56">
            <label htmlFor="fleet-sort" className="sr-only">
              {t('list.sort')}
            </label>
            <NativeSelect id="fleet-sort" value={`${sort}:${dir}`} onChange={(event) => { const [s, o] = event.target.value.split(':'); set({ sort: s === 'plate' ? null : s, dir: o === 'asc' ? null : o, page: null }); }}>
              {SORTS.flatMap((s) => [
                <option key={`${s}:asc`} value={`${s}:asc`}>{`${t(`list.sorts.${s}`)} — ${d('ascending')}`}</option>,
                <option key={`${s}:desc`} value={`${s}:desc`}>{`${t(`list.sorts.${s}`)} — ${d('descending')}`}</option>,
              ])}
            </NativeSelect>
          </div>
        </div>
        <FilterChips
          label={t('list.statusFilter')}
          testId="fleet-chips"
          value={status || 'all'}
          onChange={(value) => set({ status: value === 'all' ? null : value, page: null })}
          chips={[
            { value: 'all', label: t('list.all'), count: list.data ? total : undefined },
            ...VEHICLE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`), count: list.data ? (counts[s] ?? 0) : undefined, tone: VEHICLE_TONES[s] })),
          ]}
        />
      </div>
      {list.isPending ? (
        <SkeletonRows rows={8} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        filtered ? (
          <EmptyState icon={Car} title={t('list.noMatches')} body={t('list.noMatchesBody')} action={<Button variant="outline" onClick={() => set({ q: null, status: null, page: null })}>{d('clearFilters')}</Button>} />
        ) : (
          <EmptyState icon={Car} title={t('list.empty')} body={t('list.emptyBody')} action={canWrite ? <Button onClick={() => setAdding(true)}>{t('list.new')}</Button> : undefined} />
        )
      ) : (
        <div className="flex flex-col gap-4">
          <DataTable
            rows={list.data.items}
            rowKey={(v) => v.id}
            columns={columns}
            caption={t('list.caption')}
            testId="vehicles-table"
            dim={list.isPlaceholderData}
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
          />
          <Pagination page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={(next) => set({ page: next === 1 ? null : next })} />
        </div>
      )}
      <VehicleFormDialog open={adding} onOpenChange={setAdding} vehicle={null} currency={co.currency} />
    </div>
  );
}
