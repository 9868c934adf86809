import Plus from 'lucide-react/icons/plus';
import Wrench from 'lucide-react/icons/wrench';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { countedChips } from '../../../../web/components/data/list-toolbar';
import { Button } from '../../../../web/components/ui/button';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { useMaintenanceList } from '../api/get-maintenance-list';
import { MAINTENANCE_PAYERS, MAINTENANCE_PRIORITIES, MAINTENANCE_STATUSES, type MaintenanceRow, type MaintenanceSort, type MaintenanceStatus } from '../api/types';
import { MaintenanceDialog } from '../components/maintenance-dialog';
import { propertyName } from '../components/property-name';
import { PropertyViews } from '../components/property-views';
import { MAINTENANCE_TONES, MaintenanceStatusBadge, PriorityBadge } from '../components/status-badges';
import { usePropertiesT } from '../i18n';

const LIST: ListConfig<MaintenanceSort, 'all' | MaintenanceStatus> = {
  sorts: ['created', 'number', 'priority', 'scheduled', 'status'],
  dir: 'desc',
  chips: { values: ['all', ...MAINTENANCE_STATUSES] },
  selects: { priority: ['', ...MAINTENANCE_PRIORITIES], payer: ['', ...MAINTENANCE_PAYERS] },
  // A property page links here with its id: its requests and its units'.
  open: ['propertyId'],
};

/** /properties/maintenance: requests with status chips and counts, priority and payer filters, search, sort; Ctrl+N opens a new request. */
export function MaintenancePage() {
  const { t, language } = usePropertiesT();
  const co = useCompany();
  const navigate = useNavigate();
  const list = useListState(LIST);
  const [adding, setAdding] = useState(false);
  const query = useMaintenanceList({
    search: list.search,
    status: list.chip === 'all' ? undefined : list.chip,
    priority: list.selects.priority || undefined,
    payer: list.selects.payer || undefined,
    propertyId: list.selects.propertyId || undefined,
    sort: list.sort,
    dir: list.dir,
    page: list.page,
    pageSize: list.pageSize,
  });
  const canWrite = co.can('operations.properties.write');
  useShortcutEvent('new', () => canWrite && setAdding(true));

  const href = (r: MaintenanceRow) => withBase(co.base, `/properties/maintenance/${r.id}`);
  const where = (r: MaintenanceRow) => `${r.propertyCode} · ${propertyName({ nameAr: r.propertyNameAr, nameEn: r.propertyNameEn }, language)}`;
  const columns: Column<MaintenanceRow>[] = [
    { key: 'number', header: t('maintenance.list.columns.number'), rowHeader: true, cell: (r) => <Link to={href(r)} className="num font-semibold whitespace-nowrap text-foreground hover:text-primary hover:underline">{r.requestNumber}</Link> },
    {
      key: 'title',
      header: t('maintenance.list.columns.title'),
      cell: (r) => (
        <span className="flex min-w-0 flex-col">
          <span className="line-clamp-1 font-medium">{r.title}</span>
          <span className="line-clamp-1 text-xs text-muted-foreground">{t(`maintenance.category.${r.category}`)}</span>
        </span>
      ),
    },
    {
      key: 'property',
      header: t('maintenance.list.columns.property'),
      cell: (r) => (
        <Link to={withBase(co.base, `/properties/${r.propertyId}`)} className="flex min-w-0 flex-col hover:text-primary">
          <span className="line-clamp-1 hover:underline">{propertyName({ nameAr: r.propertyNameAr, nameEn: r.propertyNameEn }, language)}</span>
          <span className="num text-xs text-muted-foreground">{r.propertyCode}</span>
        </Link>
      ),
    },
    { key: 'priority', header: t('maintenance.list.columns.priority'), cell: (r) => <PriorityBadge priority={r.priority} /> },
    { key: 'payer', header: t('maintenance.list.columns.payer'), hideBelow: 'xl', cell: (r) => t(`maintenance.payer.${r.payer}`) },
    { key: 'cost', header: t('maintenance.list.columns.cost'), align: 'end', hideBelow: 'lg', cell: (r) => <span className="num whitespace-nowrap">{co.money(r.actualCost ?? r.estimatedCost)}</span> },
    { key: 'status', header: t('maintenance.list.columns.status'), cell: (r) => <MaintenanceStatusBadge status={r.status} /> },
    { key: 'created', header: t('maintenance.list.columns.created'), hideBelow: 'xl', cell: (r) => <span className="num whitespace-nowrap">{co.f.date(r.createdAt)}</span> },
  ];

  return (
    <ListPage
      list={list}
      query={query}
      id="maintenance"
      header={{
        subtitle: t('maintenance.list.subtitle'),
        actions: canWrite ? (
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {t('maintenance.list.new')}
          </Button>
        ) : null,
      }}
      above={<PropertyViews />}
      search={{ label: t('maintenance.list.search'), placeholder: t('maintenance.list.searchPlaceholder') }}
      sort={{ label: (s) => t(`maintenance.list.sorts.${s}`) }}
      selects={[
        { key: 'priority', label: t('maintenance.list.priorityFilter'), option: (v) => (v ? t(`maintenance.priority.${v as 'low'}`) : t('maintenance.list.allPriorities')) },
        { key: 'payer', label: t('maintenance.fields.payer'), option: (v) => (v ? `${t('maintenance.fields.payer')}: ${t(`maintenance.payer.${v as 'owner'}`)}` : `${t('maintenance.fields.payer')}: ${t('maintenance.list.all')}`) },
      ]}
      chips={{
        label: t('maintenance.list.statusFilter'),
        testId: 'maintenance-chips',
        items: countedChips([{ value: 'all', label: t('maintenance.list.all') }, ...MAINTENANCE_STATUSES.map((s) => ({ value: s, label: t(`maintenance.status.${s}`), tone: MAINTENANCE_TONES[s] }))], query.data?.counts),
      }}
      columns={columns}
      rowKey={(r) => r.id}
      rowLabel={(r) => r.requestNumber}
      caption={t('maintenance.list.caption')}
      testId="maintenance-table"
      empty={{ icon: Wrench, title: t('maintenance.list.empty'), body: t('maintenance.list.emptyBody'), action: canWrite ? <Button onClick={() => setAdding(true)}>{t('maintenance.list.new')}</Button> : undefined }}
      noMatches={{ title: t('maintenance.list.noMatches'), body: t('maintenance.list.noMatchesBody') }}
      card={(r) => (
        <RowCard
          title={
            <Link to={href(r)} className="hover:text-primary hover:underline">
              <span className="num">{r.requestNumber}</span> · {r.title}
            </Link>
          }
          subtitle={where(r)}
          badge={<MaintenanceStatusBadge status={r.status} />}
          facts={[
            [t('maintenance.list.columns.priority'), <PriorityBadge key="p" priority={r.priority} />],
            [t('maintenance.list.columns.payer'), <span key="w">{t(`maintenance.payer.${r.payer}`)}</span>],
            [t('maintenance.list.columns.cost'), <span key="c" className="num">{co.money(r.actualCost ?? r.estimatedCost)}</span>],
          ]}
        />
      )}
    >
      <MaintenanceDialog open={adding} onOpenChange={setAdding} onSaved={(row) => navigate(withBase(co.base, `/properties/maintenance/${row.id}`))} />
    </ListPage>
  );
}
