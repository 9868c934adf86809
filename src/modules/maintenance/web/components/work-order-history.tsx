import { useCompany } from '../../../../web/components/data/company';
import type { WorkOrder } from '../api/types';
import { useWorkOrdersT } from '../i18n';

/** The order's life from its own times: created, into the workshop, completed (and posted) or cancelled. */
export function WorkOrderHistory({ order: o }: { order: WorkOrder }) {
  const { t } = useWorkOrdersT();
  const co = useCompany();
  const steps = [
    { key: 'created', at: o.createdAt, text: t('detail.created') },
    o.startedAt ? { key: 'started', at: o.startedAt, text: t('detail.started') } : null,
    o.completedAt ? { key: 'completed', at: o.completedAt, text: o.journalEntryId ? `${t('detail.completed')} · ${t('detail.posted')}` : t('detail.completed') } : null,
    o.cancelledAt ? { key: 'cancelled', at: o.cancelledAt, text: o.cancelReason ? `${t('detail.cancelled')}: ${o.cancelReason}` : t('detail.cancelled') } : null,
  ].filter((s): s is { key: string; at: string; text: string } => s !== null);
  return (
    <ol className="flex flex-col gap-3">
      {steps.map((s) => (
        <li key={s.key} className="flex flex-col gap-0.5 border-s-2 border-primary/40 ps-3">
          <span className="text-sm">{s.text}</span>
          <span className="num text-xs text-muted-foreground">{co.at(s.at)}</span>
        </li>
      ))}
    </ol>
  );
}
