import { Badge, type Tone } from '../../../../web/components/data/badge';
import { PO_STATUSES, type PoStatus } from '../api/types';
import { usePayablesT } from '../i18n';

export const PO_TONES: Record<PoStatus, Tone> = { draft: 'warning', approved: 'info', received: 'primary', billed: 'success', closed: 'muted', cancelled: 'muted' };
const BILL_TONES = { open: 'warning', partial: 'info', paid: 'success', overdue: 'danger', cancelled: 'muted' } as const satisfies Record<string, Tone>;

export function PoStatusBadge({ status }: { status: string }) {
  const { t } = usePayablesT();
  const s = (PO_STATUSES as readonly string[]).includes(status) ? (status as PoStatus) : 'draft';
  return <Badge tone={PO_TONES[s]}>{t(`poStatus.${s}`)}</Badge>;
}

/** A bill's state; an unpaid bill past its due date reads "overdue". */
export function BillStateBadge({ state, overdue }: { state: keyof typeof BILL_TONES; overdue: boolean }) {
  const { t } = usePayablesT();
  const s = overdue ? 'overdue' : state;
  return <Badge tone={BILL_TONES[s]} testId="bill-state">{t(`billState.${s}`)}</Badge>;
}
