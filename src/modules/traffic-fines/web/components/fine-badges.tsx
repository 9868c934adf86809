import { AwaitingApprovalBadge } from '../../../admin/web';
import { Badge, type Tone } from '../../../../web/components/data/badge';
import { FINE_STATUSES, type FineRow, type FineStatus } from '../api/types';
import { useFinesT } from '../i18n';

export const FINE_TONES: Record<FineStatus, Tone> = { pending: 'warning', confirmed: 'info', recharged: 'success', paid: 'primary', cancelled: 'muted' };

export function FineStatusBadge({ status }: { status: string }) {
  const { t } = useFinesT();
  const s = (FINE_STATUSES as readonly string[]).includes(status) ? (status as FineStatus) : 'pending';
  return <Badge tone={FINE_TONES[s]}>{t(`status.${s}`)}</Badge>;
}

/** A fine's status, with "waived for the customer" or its waiver's waiting request beside it. */
export function FineBadges({ fine }: { fine: Pick<FineRow, 'status' | 'waivedOn' | 'awaitingApproval'> }) {
  const { t } = useFinesT();
  return (
    <span className="flex flex-wrap items-center gap-1">
      <FineStatusBadge status={fine.status} />
      {fine.waivedOn ? <Badge tone="muted">{t('waiver.badge')}</Badge> : null}
      {fine.awaitingApproval ? <AwaitingApprovalBadge number={fine.awaitingApproval.number} /> : null}
    </span>
  );
}
