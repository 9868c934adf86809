import Building2 from 'lucide-react/icons/building-2';
import Plus from 'lucide-react/icons/plus';
import { Link, useNavigate } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { countedChips, type ListSelect } from '../../../../web/components/data/list-toolbar';
import { Button } from '../../../../web/components/ui/button';
import type { ReactNode } from 'react';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { useProperties } from '../api/get-properties';
import { useOwnerOptions } from '../api/owner-options';
import { PROPERTY_STATUSES, PROPERTY_TYPES, type PropertyRow, type PropertySort, type PropertyStatus } from '../api/types';
import { propertyName } from '../components/property-name';
import { PropertyViews } from '../components/property-views';
import { PROPERTY_TONES, PropertyStatusBadge } from '../components/status-badges';
import { usePropertiesT } from '../i18n';

const LEVELS = ['top', 'units', 'all'] as const;
const LIST: ListConfig<PropertySort, 'all' | PropertyStatus> = {
  sorts: ['code', 'name', 'rent', 'created', 'status'],
  chips: { values: ['all', ...PROPERTY_STATUSES] },
  selects: { type: ['', ...PROPERTY_TYPES], level: LEVELS },
  // The owners list is the owners module's data.
  open: ['ownerId'],
};

/** /properties: search, status chips with counts, type/level/owner filters, sort, server pages, cards on phones; Ctrl+N adds a property. */
export function PropertiesPage() {
  const { t, language } = usePropertiesT();
  const co = useCompany();
  const navigate = useNavigate();
  const list = useListState(LIST);
  const level = list.selects.level as (typeof LEVELS)[number];
  const query = useProperties({
    search: list.search,
    status: list.chip === 'all' ? undefined : list.chip,
    type: list.selects.type || undefined,
    ownerId: list.selects.ownerId || undefined,
    level,
    sort: list.sort,
    dir: list.dir,
    page: list.page,
    pageSize: list.pageSize,
  });
  const owners = useOwnerOptions();
  const canWrite = co.can('operations.properties.write');
  const add = () => canWrite && navigate(withBase(co.base, '/properties/add'));
  useShortcutEvent('new', add);

  const href = (p: PropertyRow) => withBase(co.base, `/properties/${p.id}`);
  const name = (p: PropertyRow) => propertyName(p, language);
  const place = (p: PropertyRow) => [p.district, p.city].filter(Boolean).join('، ') || '—';
  const occupancy = (p: PropertyRow) => (p.unitsCount ? t('list.occupancy', { rented: co.f.number(p.rentedUnits), units: co.f.number(p.unitsCount) }) : '—');
  const vacant = (p: PropertyRow) => (p.daysVacant === null ? '—' : t('list.days', { count: p.daysVacant, days: co.f.number(p.daysVacant) }));
  const building = (p: PropertyRow) => (p.parentId ? t('list.inBuilding', { name: propertyName({ nameAr: p.parentNameAr, nameEn: p.parentNameEn }, language) }) : t(`type.${p.propertyType}`));

  const columns: Column<PropertyRow>[] = [
    { key: 'code', header: t('list.columns.code'), rowHeader: true, cell: (p) => <Link to={href(p)} className="num font-semibold whitespace-nowrap text-foreground hover:text-primary hover:underline">{p.propertyCode}</Link> },
    {
      key: 'name',
      header: t('list.columns.name'),
      cell: (p) => (
        <span className="flex min-w-0 flex-col">
          <span className="line-clamp-1 font-medium">{name(p)}</span>
          <span className="line-clamp-1 text-xs text-muted-foreground">{building(p)}</span>
        </span>
      ),
    },
    { key: 'location', header: t('list.columns.location'), hideBelow: 'lg', cell: (p) => <span className="line-clamp-1">{place(p)}</span> },
    { key: 'owner', header: t('list.columns.owner'), hideBelow: 'xl', cell: (p) => <span className="line-clamp-1">{p.ownerNameAr || p.ownerNameEn ? propertyName({ nameAr: p.ownerNameAr, nameEn: p.ownerNameEn }, language) : '—'}</span> },
    { key: 'occupancy', header: t('list.columns.occupancy'), hideBelow: 'lg', cell: (p) => <span className="num whitespace-nowrap">{occupancy(p)}</span> },
    { key: 'rent', header: t('list.columns.rent'), align: 'end', cell: (p) => <span className="num whitespace-nowrap">{co.money(p.rentPrice)}</span> },
    { key: 'status', header: t('list.columns.status'), cell: (p) => <PropertyStatusBadge status={p.status} /> },
    { key: 'vacant', header: t('list.columns.vacant'), hideBelow: 'xl', cell: (p) => <span className="num whitespace-nowrap">{vacant(p)}</span> },
  ];

  const selects: ListSelect[] = [
    { key: 'type', label: t('list.typeFilter'), option: (v) => (v ? t(`type.${v as 'villa'}`) : t('list.allTypes')) },
    { key: 'level', label: t('list.levelFilter'), option: (v) => t(`list.level.${v as 'top'}`) },
  ];
  if (owners.data?.length) {
    const byId = new Map(owners.data.map((o) => [o.id, o]));
    selects.push({ key: 'ownerId', label: t('list.ownerFilter'), values: ['', ...owners.data.map((o) => o.id)], option: (v) => (v ? propertyName(byId.get(v) ?? { nameAr: v, nameEn: null }, language) : t('list.allOwners')) });
  }

  return (
    <ListPage
      list={list}
      query={query}
      id="properties"
      header={{
        subtitle: t('list.subtitle'),
        actions: canWrite ? (
          <Button asChild>
            <Link to={withBase(co.base, '/properties/add')}>
              <Plus aria-hidden="true" />
              {t('list.new')}
            </Link>
          </Button>
        ) : null,
      }}
      above={<PropertyViews />}
      search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
      sort={{ label: (s) => t(`list.sorts.${s}`) }}
      selects={selects}
      chips={{
        label: t('list.statusFilter'),
        testId: 'property-chips',
        items: countedChips([{ value: 'all', label: t('list.all') }, ...PROPERTY_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`), tone: PROPERTY_TONES[s] }))], query.data?.counts),
      }}
      columns={columns}
      rowKey={(p) => p.id}
      rowLabel={(p) => p.propertyCode}
      caption={t('list.caption')}
      testId="properties-table"
      empty={{ icon: Building2, title: t('list.empty'), body: t('list.emptyBody'), action: canWrite ? <Button onClick={add}>{t('list.new')}</Button> : undefined }}
      noMatches={{ title: t('list.noMatches'), body: t('list.noMatchesBody') }}
      card={(p) => (
        <RowCard
          title={
            <Link to={href(p)} className="hover:text-primary hover:underline">
              {name(p)}
            </Link>
          }
          subtitle={
            <span>
              <span className="num">{p.propertyCode}</span> · {building(p)}
            </span>
          }
          badge={<PropertyStatusBadge status={p.status} />}
          facts={[
            [t('list.columns.rent'), <span key="r" className="num font-medium">{co.money(p.rentPrice)}</span>],
            [t('list.columns.location'), <span key="l">{place(p)}</span>],
            ...(p.unitsCount ? [[t('list.columns.occupancy'), <span key="o" className="num">{occupancy(p)}</span>] as [string, ReactNode]] : []),
          ]}
        />
      )}
    />
  );
}
