import { useHrT } from '../../i18n';
import { Badge, type BadgeTone } from '../shared/badge';

const TONES = { pending: 'warning', approved: 'success', rejected: 'danger', cancelled: 'muted' } as const satisfies Record<string, BadgeTone>;
type Known = keyof typeof TONES;
const isKnown = (status: string): status is Known => status in TONES;

export function LeaveStatusBadge({ status }: { status: string }) {
  const { t } = useHrT();
  return isKnown(status) ? <Badge tone={TONES[status]}>{t(`leave.statuses.${status}`)}</Badge> : <Badge tone="muted">{status}</Badge>;
}
