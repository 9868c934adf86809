import { Badge, type Tone } from '../../../../web/components/data/badge';
import { MAINTENANCE_PRIORITIES, MAINTENANCE_STATUSES, type MaintenancePriority, type MaintenanceStatus } from '../api/types';
import { useWorkOrdersT } from '../i18n';

export const STATUS_TONES: Record<MaintenanceStatus, Tone> = { pending: 'info', in_progress: 'warning', completed: 'success', cancelled: 'muted' };
export const PRIORITY_TONES: Record<MaintenancePriority, Tone> = { low: 'muted', medium: 'info', high: 'warning', urgent: 'danger' };
export const DUE_TONES = { ok: 'success', due: 'warning', overdue: 'danger' } as const satisfies Record<string, Tone>;

export function WorkOrderStatusBadge({ status }: { status: string }) {
  const { t } = useWorkOrdersT();
  const s = (MAINTENANCE_STATUSES as readonly string[]).includes(status) ? (status as MaintenanceStatus) : 'pending';
  return <Badge tone={STATUS_TONES[s]}>{t(`status.${s}`)}</Badge>;
}

export function PriorityBadge({ priority }: { priority: string }) {
  const { t } = useWorkOrdersT();
  const p = (MAINTENANCE_PRIORITIES as readonly string[]).includes(priority) ? (priority as MaintenancePriority) : 'medium';
  return <Badge tone={PRIORITY_TONES[p]}>{t(`priority.${p}`)}</Badge>;
}

export function DueStateBadge({ state }: { state: 'ok' | 'due' | 'overdue' }) {
  const { t } = useWorkOrdersT();
  return <Badge tone={DUE_TONES[state]}>{t(`due.state.${state}`)}</Badge>;
}
