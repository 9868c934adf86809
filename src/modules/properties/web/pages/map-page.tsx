import MapPin from 'lucide-react/icons/map-pin';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { FilterChips } from '../../../../web/components/data/filter-chips';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { countedChips } from '../../../../web/components/data/list-toolbar';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Card } from '../../../../web/components/ui/card';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { usePropertyMap } from '../api/get-property-map';
import { PROPERTY_STATUSES, PROPERTY_TYPES, type MapRow, type PropertyStatus } from '../api/types';
import type { MarkerText } from '../components/property-map';
import { propertyName } from '../components/property-name';
import { PropertyViews } from '../components/property-views';
import { PROPERTY_TONES, PropertyStatusBadge } from '../components/status-badges';
import { usePropertiesT } from '../i18n';

// Leaflet and its clustering load with this page only.
const PropertyMap = lazy(() => import('../components/property-map'));

const LIST: ListConfig<string, 'all' | PropertyStatus> = { chips: { values: ['all', ...PROPERTY_STATUSES] }, selects: { type: ['', ...PROPERTY_TYPES] } };
/** Where the map opens before it fits the markers: the Gulf. */
const GULF: [number, number] = [25.2854, 51.531];

/** /properties/map: every property with coordinates on a Leaflet map, coloured by status, filtered by type and status, with the list beside it. */
export function MapPage() {
  const { t, language } = usePropertiesT();
  const co = useCompany();
  const navigate = useNavigate();
  const list = useListState(LIST);
  const query = usePropertyMap();
  const [focused, setFocused] = useState<{ id: string; n: number } | null>(null);
  const type = list.selects.type ?? '';
  const ofType = useMemo(() => (query.data?.items ?? []).filter((r) => !type || r.propertyType === type), [query.data, type]);
  const rows = useMemo(() => ofType.filter((r) => list.chip === 'all' || r.status === list.chip), [ofType, list.chip]);
  const counts = useMemo(() => ofType.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {}), [ofType]);

  const href = useCallback((id: string) => withBase(co.base, `/properties/${id}`), [co.base]);
  const describe = useCallback(
    (r: MapRow): MarkerText => ({
      title: propertyName(r, language),
      lines: [
        `${r.propertyCode} · ${t(`type.${r.propertyType}`)} · ${t(`status.${r.status}`)}`,
        ...(r.rentPrice ? [t('map.perMonth', { amount: co.money(r.rentPrice) })] : []),
        ...(r.unitsCount ? [t('map.unitsRented', { rented: co.f.number(r.rentedUnits), units: co.f.number(r.unitsCount) })] : []),
      ],
      href: href(r.id),
      link: t('map.open'),
    }),
    [co, href, language, t],
  );

  const map = query.data ? (
    <Suspense fallback={<MapLoading label={t('map.loading')} />}>
      <PropertyMap rows={rows} tiles={query.data.tiles} focused={focused} describe={describe} onOpen={(to) => navigate(to)} label={t('map.region')} center={GULF} />
    </Suspense>
  ) : (
    <MapLoading label={t('map.loading')} />
  );

  return (
    <div className="flex flex-col gap-5">
      <PageHeader subtitle={t('map.subtitle')} />
      <PropertyViews />
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-4">
        <div className="sm:w-56">
          <label htmlFor="map-type" className="sr-only">
            {t('list.typeFilter')}
          </label>
          <NativeSelect id="map-type" value={type} onChange={(e) => list.setSelect('type', e.target.value)}>
            {['', ...PROPERTY_TYPES].map((v) => (
              <option key={v} value={v}>
                {v ? t(`type.${v as 'villa'}`) : t('list.allTypes')}
              </option>
            ))}
          </NativeSelect>
        </div>
        <FilterChips
          label={t('list.statusFilter')}
          testId="map-chips"
          value={list.chip}
          onChange={(value) => list.setChip(value as 'all' | PropertyStatus)}
          chips={countedChips([{ value: 'all', label: t('list.all') }, ...PROPERTY_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`), tone: PROPERTY_TONES[s] }))], query.data ? counts : undefined)}
        />
      </div>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Card className="h-80 overflow-hidden p-0 sm:h-[28rem] lg:h-[36rem]">{map}</Card>
          <Card className="flex min-h-0 flex-col p-0 lg:h-[36rem]" data-testid="map-list">
            <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
              <h2 className="text-base font-semibold">{t('map.list')}</h2>
              {query.data ? <span className="num text-sm text-muted-foreground">{t('map.count', { count: co.f.number(rows.length) })}</span> : null}
            </div>
            {query.isPending ? (
              <div className="p-4">
                <SkeletonRows rows={5} />
              </div>
            ) : !query.data?.items.length ? (
              <EmptyState compact icon={MapPin} title={t('map.empty')} body={t('map.emptyBody')} />
            ) : rows.length === 0 ? (
              <p className="p-4 text-sm text-muted-foreground">{t('map.noMatches')}</p>
            ) : (
              <ul className="min-h-0 flex-1 divide-y divide-border overflow-y-auto">
                {rows.map((r) => (
                  <li key={r.id} className={focused?.id === r.id ? 'bg-primary-soft/50' : undefined}>
                    <div className="flex items-start justify-between gap-3 px-4 py-3">
                      <button type="button" className="flex min-w-0 flex-1 cursor-pointer flex-col items-start gap-0.5 text-start" aria-label={t('map.show', { name: propertyName(r, language) })} onClick={() => setFocused((f) => ({ id: r.id, n: (f?.n ?? 0) + 1 }))}>
                        <span className="line-clamp-1 font-medium">{propertyName(r, language)}</span>
                        <span className="text-xs text-muted-foreground">
                          <span className="num">{r.propertyCode}</span> · {t(`type.${r.propertyType}`)}
                          {r.district ? ` · ${r.district}` : ''}
                        </span>
                        {r.rentPrice ? <span className="num text-sm">{co.money(r.rentPrice)}</span> : null}
                      </button>
                      <div className="flex shrink-0 flex-col items-end gap-1.5">
                        <PropertyStatusBadge status={r.status} />
                        <Link to={href(r.id)} className="text-xs font-medium text-primary hover:underline">
                          {t('map.open')}
                        </Link>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
    </div>
  );
}

function MapLoading({ label }: { label: string }) {
  return (
    <div className="flex size-full items-center justify-center gap-2 bg-muted text-sm text-muted-foreground">
      <Spinner />
      {label}
    </div>
  );
}
