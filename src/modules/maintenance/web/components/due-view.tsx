import CalendarClock from 'lucide-react/icons/calendar-clock';
import { useState } from 'react';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { DataTable, RowCard, type Column } from '../../../../web/components/data/data-table';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { LoadError } from '../../../../web/components/data/load-error';
import { ltr } from '../../../../web/components/data/numbers';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { Checkbox } from '../../../../web/components/ui/checkbox';
import { useDueList } from '../api/work-orders';
import type { DueRow } from '../api/types';
import { DueStateBadge } from './badges';
import { useWorkOrdersT } from '../i18n';

/** The due list: each active plan and vehicle, overdue first, with a shortcut to a work order. */
export function DueView() {
  const { t } = useWorkOrdersT();
  const co = useCompany();
  const [all, setAll] = useState(false);
  const query = useDueList(all);
  const canWrite = co.can('fleet.maintenance.write');

  const left = (r: DueRow) => {
    const parts: string[] = [];
    if (r.daysLeft !== null) parts.push(r.daysLeft < 0 ? t('due.daysLate', { n: co.f.number(-r.daysLeft) }) : t('due.daysLeft', { n: co.f.number(r.daysLeft) }));
    if (r.kmLeft !== null) parts.push(r.kmLeft < 0 ? t('due.kmLate', { km: co.f.number(-r.kmLeft) }) : t('due.kmLeft', { km: co.f.number(r.kmLeft) }));
    if (!parts.length) return <span>—</span>;
    return (
      <span className={r.state === 'overdue' ? 'num flex flex-col text-destructive' : 'num flex flex-col'}>
        {parts.map((p) => (
          <span key={p} className="whitespace-nowrap">{p}</span>
        ))}
      </span>
    );
  };
  const dueAt = (r: DueRow) => (
    <span className="flex flex-col">
      {r.dueDate ? <span className="num whitespace-nowrap">{co.day(r.dueDate)}</span> : null}
      {r.dueOdometer !== null ? <span className="num text-xs whitespace-nowrap text-muted-foreground">{t('due.kmLeft', { km: co.f.number(r.dueOdometer) })}</span> : null}
    </span>
  );
  const create = (r: DueRow) =>
    canWrite ? (
      <Button size="sm" variant={r.state === 'overdue' ? 'primary' : 'outline'} asChild>
        <Link to={withBase(co.base, `/fleet/maintenance/new?vehicleId=${r.vehicleId}&planId=${r.planId}&type=${r.maintenanceType}`)} data-testid="due-create-order">
          {t('due.createOrder')}
        </Link>
      </Button>
    ) : null;
  const vehicle = (r: DueRow) => (
    <Link to={withBase(co.base, `/fleet/vehicles/${r.vehicleId}`)} className="flex min-w-0 flex-col hover:text-primary">
      <span className="num font-medium">{ltr(r.plateNumber)}</span>
      <span className="line-clamp-1 text-xs text-muted-foreground">{`${r.make} ${r.model}`}</span>
    </Link>
  );

  const columns: Column<DueRow>[] = [
    { key: 'vehicle', header: t('list.columns.vehicle'), rowHeader: true, cell: vehicle },
    { key: 'plan', header: t('due.plan'), cell: (r) => <span className="flex flex-col"><span>{r.planName}</span><span className="text-xs text-muted-foreground">{t(`type.${r.maintenanceType}`)}</span></span> },
    { key: 'last', header: t('due.lastService'), hideBelow: 'lg', cell: (r) => <span className="flex flex-col"><span className="num whitespace-nowrap">{co.day(r.lastServiceDate)}</span><span className="num text-xs text-muted-foreground">{t('due.kmLeft', { km: co.f.number(r.lastServiceOdometer) })}</span></span> },
    { key: 'due', header: t('due.dueAt'), cell: dueAt },
    { key: 'left', header: t('due.left'), cell: left },
    { key: 'state', header: t('list.columns.status'), cell: (r) => <DueStateBadge state={r.state} /> },
    { key: 'action', header: <span className="sr-only">{t('due.createOrder')}</span>, align: 'end', cell: create },
  ];

  let body;
  if (query.isPending) body = <SkeletonRows rows={6} />;
  else if (query.isError) body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else if (!query.data.items.length) body = <EmptyState icon={CalendarClock} title={t('due.empty')} body={t('due.emptyBody')} />;
  else
    body = (
      <DataTable
        rows={query.data.items}
        rowKey={(r) => `${r.planId}:${r.vehicleId}`}
        columns={columns}
        caption={t('due.caption')}
        testId="due-table"
        dim={query.isPlaceholderData}
        card={(r) => (
          <RowCard
            title={<span className="num">{`${ltr(r.plateNumber)} — ${r.make} ${r.model}`}</span>}
            subtitle={r.planName}
            badge={<DueStateBadge state={r.state} />}
            facts={[
              [t('due.dueAt'), <span key="d">{dueAt(r)}</span>],
              [t('due.left'), <span key="l">{left(r)}</span>],
            ]}
            action={create(r)}
          />
        )}
      />
    );

  return (
    <div className="flex flex-col gap-4" data-testid="due-view">
      <label className="flex w-fit cursor-pointer items-center gap-2 text-sm">
        <Checkbox checked={all} onChange={() => setAll((v) => !v)} />
        {t('due.showAll')}
      </label>
      {body}
    </div>
  );
}
