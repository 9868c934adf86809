import ClipboardList from 'lucide-react/icons/clipboard-list';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { Badge } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { DataTable, RowCard, type Column } from '../../../../web/components/data/data-table';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { LoadError } from '../../../../web/components/data/load-error';
import { ltr } from '../../../../web/components/data/numbers';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { useVehicleIndex } from '../api/vehicles';
import { usePlans } from '../api/work-orders';
import type { Plan } from '../api/types';
import { useWorkOrdersT } from '../i18n';
import { PlanDialog } from './plan-dialog';

/** Preventive plans: per vehicle or per make and model, every N km and/or M months. */
export function PlansView() {
  const { t } = useWorkOrdersT();
  const co = useCompany();
  const query = usePlans();
  const vehicles = useVehicleIndex();
  const canWrite = co.can('fleet.maintenance.write');
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);

  const target = (p: Plan) => {
    if (!p.vehicleId) return `${p.make ?? ''} ${p.model ?? ''}`.trim();
    const v = vehicles.get(p.vehicleId);
    return v ? `${ltr(v.plateNumber)} — ${v.make} ${v.model}` : t('plans.oneVehicle');
  };
  const every = (p: Plan) => [p.intervalKm ? t('plans.everyKm', { km: co.f.number(p.intervalKm) }) : null, p.intervalMonths ? t('plans.everyMonths', { n: co.f.number(p.intervalMonths) }) : null].filter(Boolean).join(' / ');
  const state = (p: Plan) => <Badge tone={p.isActive ? 'success' : 'muted'}>{p.isActive ? t('plans.active') : t('plans.inactive')}</Badge>;
  const edit = (p: Plan) =>
    canWrite ? (
      <Button size="sm" variant="outline" onClick={() => setEditing(p)}>
        <Pencil aria-hidden="true" />
        {t('plans.edit')}
      </Button>
    ) : null;

  const columns: Column<Plan>[] = [
    { key: 'name', header: t('plans.name'), rowHeader: true, cell: (p) => <span className="font-medium">{p.name}</span> },
    { key: 'target', header: t('plans.target'), cell: (p) => <span className="num">{target(p)}</span> },
    { key: 'type', header: t('fields.type'), cell: (p) => t(`type.${p.maintenanceType}`) },
    { key: 'every', header: t('plans.every'), cell: (p) => <span className="num">{every(p)}</span> },
    { key: 'state', header: t('list.columns.status'), cell: state },
    { key: 'edit', header: <span className="sr-only">{t('plans.edit')}</span>, align: 'end', cell: edit },
  ];

  let body;
  if (query.isPending) body = <SkeletonRows rows={4} />;
  else if (query.isError) body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else if (!query.data.items.length) body = <EmptyState icon={ClipboardList} title={t('plans.empty')} body={t('plans.emptyBody')} />;
  else
    body = (
      <DataTable
        rows={query.data.items}
        rowKey={(p) => p.id}
        columns={columns}
        caption={t('plans.caption')}
        testId="plans-table"
        card={(p) => (
          <RowCard
            title={p.name}
            subtitle={<span className="num">{target(p)}</span>}
            badge={state(p)}
            facts={[
              [t('fields.type'), t(`type.${p.maintenanceType}`)],
              [t('plans.every'), <span key="e" className="num">{every(p)}</span>],
            ]}
            action={edit(p)}
          />
        )}
      />
    );

  return (
    <div className="flex flex-col gap-4" data-testid="plans-view">
      {canWrite ? (
        <Button variant="outline" className="self-start" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {t('plans.new')}
        </Button>
      ) : null}
      {body}
      {editing ? <PlanDialog plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
