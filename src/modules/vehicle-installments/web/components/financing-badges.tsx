import { Badge, type Tone } from '../../../../web/components/data/badge';
import { FINANCING_STATUSES, type FinancingStatus, type Instalment } from '../api/types';
import { useFinancingT } from '../i18n';

export const FINANCING_TONES: Record<FinancingStatus, Tone> = { draft: 'warning', active: 'primary', completed: 'success', cancelled: 'muted' };
const STATE_TONES: Record<Instalment['state'], Tone> = { paid: 'success', partial: 'info', overdue: 'danger', due: 'muted' };

export function FinancingStatusBadge({ status }: { status: string }) {
  const { t } = useFinancingT();
  const s = (FINANCING_STATUSES as readonly string[]).includes(status) ? (status as FinancingStatus) : 'draft';
  return <Badge tone={FINANCING_TONES[s]}>{t(`status.${s}`)}</Badge>;
}

export function InstalmentStateBadge({ state }: { state: Instalment['state'] }) {
  const { t } = useFinancingT();
  return <Badge tone={STATE_TONES[state]}>{t(`state.${state}`)}</Badge>;
}
