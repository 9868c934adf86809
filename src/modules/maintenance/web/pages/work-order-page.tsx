import Pencil from 'lucide-react/icons/pencil';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { DocumentsPanel } from '../../../../web/components/data/documents-panel';
import { LoadError } from '../../../../web/components/data/load-error';
import { ltr } from '../../../../web/components/data/numbers';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Facts, Section } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { VehicleStatusBadge } from '../../../fleet/web';
import { useWorkOrder, workOrderKeys } from '../api/work-orders';
import { WORK_ORDER_DOCUMENT_KINDS, type WorkOrder, type WorkOrderAction } from '../api/types';
import { PriorityBadge, WorkOrderStatusBadge } from '../components/badges';
import { CostTable } from '../components/cost-table';
import { WorkOrderActionDialog } from '../components/work-order-action-dialog';
import { WorkOrderHistory } from '../components/work-order-history';
import { useWorkOrdersT } from '../i18n';
import { RecordActivity } from '../../../admin/web';

/** /fleet/maintenance/:id — the order, its parts and costs with VAT, the actions its status allows, photos and history. */
export function WorkOrderPage() {
  const { id = '' } = useParams();
  const query = useWorkOrder(id);
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <WorkOrderView order={query.data} />;
}

const ACTIONS: Record<string, readonly WorkOrderAction[]> = { pending: ['start', 'cancel'], in_progress: ['complete', 'cancel'] };

function WorkOrderView({ order: o }: { order: WorkOrder }) {
  const { t } = useWorkOrdersT();
  const co = useCompany();
  const [action, setAction] = useState<WorkOrderAction | null>(null);
  const canWrite = co.can('fleet.maintenance.write');
  const open = o.status === 'pending' || o.status === 'in_progress';
  const km = (n: number | null) => (n === null ? '—' : t('detail.km', { km: co.f.number(n) }));

  return (
    <div className="flex flex-col gap-5" data-testid="work-order-detail">
      <PageHeader
        title={o.maintenanceNumber}
        back={withBase(co.base, '/fleet/maintenance')}
        badges={
          <span className="flex flex-wrap gap-2" data-testid="work-order-status">
            <WorkOrderStatusBadge status={o.status} />
            <PriorityBadge priority={o.priority} />
          </span>
        }
        subtitle={
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link className="num text-primary hover:underline" to={withBase(co.base, `/fleet/vehicles/${o.vehicle.id}`)}>
              {`${ltr(o.vehicle.plateNumber)} — ${o.vehicle.make} ${o.vehicle.model}`}
            </Link>
            <span aria-hidden="true">·</span>
            <span>{t(`type.${o.maintenanceType}`)}</span>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1" data-testid="work-order-vehicle-status">
              <VehicleStatusBadge status={o.vehicle.status} />
            </span>
          </span>
        }
        actions={
          canWrite && open ? (
            <div className="flex flex-wrap gap-2" data-testid="work-order-actions">
              {(ACTIONS[o.status] ?? []).map((a) => (
                <Button key={a} variant={a === 'cancel' ? 'outline' : 'primary'} onClick={() => setAction(a)}>
                  {t(`actions.${a}`)}
                </Button>
              ))}
              <Button variant="outline" asChild>
                <Link to={withBase(co.base, `/fleet/maintenance/${o.id}/edit`)}>
                  <Pencil aria-hidden="true" />
                  {t('detail.edit')}
                </Link>
              </Button>
            </div>
          ) : null
        }
      />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-5">
          <Section title={t('detail.facts')} testId="work-order-facts">
            <Facts
              className="lg:grid-cols-3"
              items={[
                { label: t('fields.workshop'), value: o.workshopName || '—' },
                { label: t('fields.scheduledAt'), value: <span className="num">{co.at(o.scheduledAt)}</span> },
                { label: t('fields.expectedEndAt'), value: <span className="num">{co.at(o.expectedEndAt)}</span> },
                o.startedAt ? { label: t('fields.startedAt'), value: <span className="num">{co.at(o.startedAt)}</span> } : null,
                o.completedAt ? { label: t('fields.completedAt'), value: <span className="num">{co.at(o.completedAt)}</span> } : null,
                { label: t('fields.odometer'), value: <span className="num" data-testid="work-order-odometer">{km(o.odometerAtService)}</span> },
                { label: t('fields.paidBy'), value: t(`paidBy.${o.paidBy}`) },
                { label: t('parts.estimatedTotal'), value: <span className="num">{co.money(o.estimatedTotal)}</span> },
                o.description ? { label: t('fields.description'), value: <span className="whitespace-pre-line">{o.description}</span>, wide: true } : null,
                o.cancelReason ? { label: t('fields.cancelReason'), value: o.cancelReason, wide: true } : null,
                o.notes ? { label: t('fields.notes'), value: <span className="whitespace-pre-line">{o.notes}</span>, wide: true } : null,
              ]}
            />
          </Section>
          <Section title={t('detail.costs')} testId="work-order-costs">
            <CostTable order={o} />
          </Section>
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <Section title={t('detail.photos')} testId="work-order-photos">
            <DocumentsPanel
              base={`/api/fleet/maintenance/${o.id}`}
              documents={o.documents}
              kinds={WORK_ORDER_DOCUMENT_KINDS.map((value) => ({ value, label: t(`documentKinds.${value}`) }))}
              invalidate={workOrderKeys.one(o.id)}
              canWrite={canWrite}
              formatDay={(day) => co.day(day)}
            />
          </Section>
          <Section title={t('detail.history')} testId="work-order-history">
            <WorkOrderHistory order={o} />
          </Section>
          <RecordActivity entity="vehicle_maintenance" id={o.id} />
        </div>
      </div>
      <WorkOrderActionDialog order={o} action={action} onClose={() => setAction(null)} />
    </div>
  );
}
