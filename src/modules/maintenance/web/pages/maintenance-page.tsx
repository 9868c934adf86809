import FilePlus from 'lucide-react/icons/file-plus';
import Wrench from 'lucide-react/icons/wrench';
import { Link, useNavigate } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { countedChips } from '../../../../web/components/data/list-toolbar';
import { ltr } from '../../../../web/components/data/numbers';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Button } from '../../../../web/components/ui/button';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { useDueList, useWorkOrders } from '../api/work-orders';
import { MAINTENANCE_PRIORITIES, MAINTENANCE_STATUSES, type MaintenanceStatus, type WorkOrderRow, type WorkOrderSort } from '../api/types';
import { PriorityBadge, STATUS_TONES, WorkOrderStatusBadge } from '../components/badges';
import { AlertsView } from '../components/alerts-view';
import { DueView } from '../components/due-view';
import { PlansView } from '../components/plans-view';
import { useView, ViewTabs } from '../components/view-tabs';
import { useWorkOrdersT } from '../i18n';

const LIST: ListConfig<WorkOrderSort, 'all' | MaintenanceStatus> = {
  sorts: ['scheduled', 'number', 'priority', 'created'],
  dir: 'desc',
  chips: { values: ['all', ...MAINTENANCE_STATUSES] },
  selects: { priority: ['all', ...MAINTENANCE_PRIORITIES] },
};

/** /fleet/maintenance (and the generated menu's /maintenance): work orders, the due list, preventive plans, vehicle alerts. */
export function MaintenancePage() {
  const [view] = useView();
  // The overdue count rides on the due tab whichever view is open.
  const due = useDueList(false);
  const overdue = (due.data?.items ?? []).filter((r) => r.state === 'overdue').length;
  const tabs = <ViewTabs counts={{ due: overdue }} />;
  if (view === 'orders') return <OrdersView tabs={tabs} />;
  return <OtherView view={view} tabs={tabs} />;
}

function NewOrderButton() {
  const { t } = useWorkOrdersT();
  const co = useCompany();
  if (!co.can('fleet.maintenance.write')) return null;
  return (
    <Button asChild>
      <Link to={withBase(co.base, '/fleet/maintenance/new')}>
        <FilePlus aria-hidden="true" />
        {t('list.new')}
      </Link>
    </Button>
  );
}

function OtherView({ view, tabs }: { view: 'due' | 'plans' | 'alerts'; tabs: React.ReactNode }) {
  const { t } = useWorkOrdersT();
  return (
    <div className="flex flex-col gap-5">
      <PageHeader subtitle={t('list.subtitle')} actions={<NewOrderButton />} />
      {tabs}
      {view === 'due' ? <DueView /> : view === 'plans' ? <PlansView /> : <AlertsView />}
    </div>
  );
}

function OrdersView({ tabs }: { tabs: React.ReactNode }) {
  const { t } = useWorkOrdersT();
  const co = useCompany();
  const navigate = useNavigate();
  const list = useListState(LIST);
  const priority = list.selects.priority ?? 'all';
  const query = useWorkOrders({ search: list.search, status: list.chip === 'all' ? undefined : list.chip, priority: priority === 'all' ? undefined : priority, sort: list.sort, dir: list.dir, page: list.page, pageSize: list.pageSize });
  const canWrite = co.can('fleet.maintenance.write');
  const newHref = withBase(co.base, '/fleet/maintenance/new');
  useShortcutEvent('new', () => canWrite && navigate(newHref));

  const href = (o: WorkOrderRow) => withBase(co.base, `/fleet/maintenance/${o.id}`);
  const cost = (o: WorkOrderRow) =>
    o.actualCost !== null ? (
      <span className="num whitespace-nowrap">{co.money(o.actualCost)}</span>
    ) : (
      <span className="flex flex-col">
        <span className="num whitespace-nowrap text-muted-foreground">{co.money(o.estimatedCost)}</span>
        <span className="text-xs text-muted-foreground">{t('list.estimated')}</span>
      </span>
    );
  const vehicle = (o: WorkOrderRow) => (
    <span className="flex min-w-0 flex-col">
      <span className="num font-medium">{ltr(o.plateNumber)}</span>
      <span className="line-clamp-1 text-xs text-muted-foreground">{`${o.make} ${o.model}`}</span>
    </span>
  );

  const columns: Column<WorkOrderRow>[] = [
    { key: 'number', header: t('list.columns.number'), rowHeader: true, cell: (o) => <Link to={href(o)} className="num font-semibold whitespace-nowrap text-foreground hover:text-primary hover:underline">{o.maintenanceNumber}</Link> },
    { key: 'vehicle', header: t('list.columns.vehicle'), cell: vehicle },
    {
      key: 'type',
      header: t('list.columns.type'),
      cell: (o) => (
        <span className="flex flex-col items-start gap-1">
          <span>{t(`type.${o.maintenanceType}`)}</span>
          {o.priority === 'high' || o.priority === 'urgent' ? <PriorityBadge priority={o.priority} /> : null}
        </span>
      ),
    },
    { key: 'workshop', header: t('list.columns.workshop'), hideBelow: 'lg', cell: (o) => <span className="line-clamp-1">{o.workshopName || '—'}</span> },
    { key: 'scheduled', header: t('list.columns.scheduled'), cell: (o) => <span className="num whitespace-nowrap">{co.at(o.scheduledAt)}</span> },
    { key: 'cost', header: t('list.columns.cost'), align: 'end', cell: cost },
    { key: 'status', header: t('list.columns.status'), cell: (o) => <WorkOrderStatusBadge status={o.status} /> },
  ];

  return (
    <ListPage
      list={list}
      query={query}
      id="work-orders"
      header={{ subtitle: t('list.subtitle'), actions: <NewOrderButton /> }}
      above={tabs}
      search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
      sort={{ label: (s) => t(`list.sorts.${s}`) }}
      selects={[{ key: 'priority', label: t('list.priorityFilter'), option: (v) => (v === 'all' ? t('list.allPriorities') : t(`priority.${v as 'low'}`)) }]}
      chips={{
        label: t('list.statusFilter'),
        testId: 'work-order-chips',
        items: countedChips([{ value: 'all', label: t('list.all') }, ...MAINTENANCE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`), tone: STATUS_TONES[s] }))], query.data?.counts),
      }}
      columns={columns}
      rowKey={(o) => o.id}
      rowLabel={(o) => o.maintenanceNumber}
      caption={t('list.caption')}
      testId="work-orders-table"
      empty={{ icon: Wrench, title: t('list.empty'), body: t('list.emptyBody'), action: canWrite ? <Button onClick={() => navigate(newHref)}>{t('list.new')}</Button> : undefined }}
      noMatches={{ icon: Wrench, title: t('list.noMatches'), body: t('list.noMatchesBody') }}
      card={(o) => (
        <RowCard
          title={<Link to={href(o)} className="num hover:text-primary hover:underline">{o.maintenanceNumber}</Link>}
          subtitle={<span>{`${t(`type.${o.maintenanceType}`)}${o.workshopName ? ` · ${o.workshopName}` : ''}`}</span>}
          badge={<WorkOrderStatusBadge status={o.status} />}
          facts={[
            [t('list.columns.vehicle'), <span key="v" className="num">{`${ltr(o.plateNumber)} — ${o.make} ${o.model}`}</span>],
            [t('list.columns.scheduled'), <span key="s" className="num">{co.at(o.scheduledAt)}</span>],
            [t('fields.priority'), <PriorityBadge key="p" priority={o.priority} />],
            [t('list.columns.cost'), <span key="c">{cost(o)}</span>],
          ]}
        />
      )}
    />
  );
}
