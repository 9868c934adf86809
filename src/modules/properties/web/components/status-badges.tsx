import { Badge, type Tone } from '../../../../web/components/data/badge';
import { MAINTENANCE_PRIORITIES, MAINTENANCE_STATUSES, PROPERTY_STATUSES, type MaintenancePriority, type MaintenanceStatus, type PropertyStatus } from '../api/types';
import { usePropertiesT } from '../i18n';

export const PROPERTY_TONES: Record<PropertyStatus, Tone> = {
  available: 'success',
  rented: 'primary',
  for_sale: 'info',
  maintenance: 'warning',
  reserved: 'muted',
  sold: 'danger',
};

export const MAINTENANCE_TONES: Record<MaintenanceStatus, Tone> = { open: 'info', assigned: 'primary', in_progress: 'warning', completed: 'success', cancelled: 'muted' };
export const PRIORITY_TONES: Record<MaintenancePriority, Tone> = { low: 'muted', medium: 'info', high: 'warning', urgent: 'danger' };

const known = <T extends string>(list: readonly T[], value: string, fallback: T): T => ((list as readonly string[]).includes(value) ? (value as T) : fallback);

export function PropertyStatusBadge({ status }: { status: string }) {
  const { t } = usePropertiesT();
  const s = known(PROPERTY_STATUSES, status, 'available');
  return <Badge tone={PROPERTY_TONES[s]}>{t(`status.${s}`)}</Badge>;
}

export function MaintenanceStatusBadge({ status }: { status: string }) {
  const { t } = usePropertiesT();
  const s = known(MAINTENANCE_STATUSES, status, 'open');
  return <Badge tone={MAINTENANCE_TONES[s]}>{t(`maintenance.status.${s}`)}</Badge>;
}

export function PriorityBadge({ priority }: { priority: string }) {
  const { t } = usePropertiesT();
  const p = known(MAINTENANCE_PRIORITIES, priority, 'medium');
  return <Badge tone={PRIORITY_TONES[p]}>{t(`maintenance.priority.${p}`)}</Badge>;
}
