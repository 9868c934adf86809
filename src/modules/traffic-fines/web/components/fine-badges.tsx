import { Badge, type Tone } from '../../../../web/components/data/badge';
import { FINE_STATUSES, type FineStatus } from '../api/types';
import { useFinesT } from '../i18n';

export const FINE_TONES: Record<FineStatus, Tone> = { pending: 'warning', confirmed: 'info', recharged: 'success', paid: 'primary', cancelled: 'muted' };

export function FineStatusBadge({ status }: { status: string }) {
  const { t } = useFinesT();
  const s = (FINE_STATUSES as readonly string[]).includes(status) ? (status as FineStatus) : 'pending';
  return <Badge tone={FINE_TONES[s]}>{t(`status.${s}`)}</Badge>;
}
