import { Badge, type Tone } from '../../../../web/components/data/badge';
import type { TicketStatus } from '../../schemas';
import { useSupportT } from '../i18n';

const STATUS_TONES: Record<TicketStatus, Tone> = { open: 'info', in_progress: 'primary', waiting_customer: 'warning', resolved: 'success', closed: 'muted' };
const PRIORITY_TONES: Record<string, Tone> = { low: 'muted', medium: 'info', high: 'warning', urgent: 'danger' };

/** `staff`: the platform team reads "waiting for the customer" where the customer reads "waiting for you". */
export function TicketStatusBadge({ status, staff }: { status: TicketStatus; staff?: boolean }) {
  const { t } = useSupportT();
  return <Badge tone={STATUS_TONES[status]}>{staff && status === 'waiting_customer' ? t('staffStatuses.waiting_customer') : t(`statuses.${status}`)}</Badge>;
}

export function PriorityBadge({ priority }: { priority: string }) {
  const { t } = useSupportT();
  return <Badge tone={PRIORITY_TONES[priority] ?? 'muted'}>{t(`priorities.${priority as 'low'}`)}</Badge>;
}
