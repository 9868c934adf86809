import { Badge, type Tone } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { CHEQUE_STATUSES, LEASE_STATUSES, type ChequeStatus, type InstallmentState, type LeaseStatus } from '../api/types';
import { useLeasesT } from '../i18n';

export const LEASE_TONES: Record<LeaseStatus, Tone> = { draft: 'muted', active: 'success', expired: 'warning', renewed: 'info', terminated: 'danger' };
export const STATE_TONES: Record<InstallmentState, Tone> = { upcoming: 'muted', due: 'warning', overdue: 'danger', partially_paid: 'info', paid: 'success', cancelled: 'muted' };
export const CHEQUE_TONES: Record<ChequeStatus, Tone> = { held: 'info', deposited: 'success', bounced: 'danger', returned: 'muted' };

const known = <T extends string>(list: readonly T[], value: string, fallback: T): T => ((list as readonly string[]).includes(value) ? (value as T) : fallback);

export function LeaseStatusBadge({ status }: { status: string }) {
  const { t } = useLeasesT();
  const s = known(LEASE_STATUSES, status, 'draft');
  return <Badge tone={LEASE_TONES[s]}>{t(`status.${s}`)}</Badge>;
}

/** An instalment's state today; an overdue one says by how many days. */
export function InstallmentStateBadge({ state, daysLate }: { state: InstallmentState; daysLate: number }) {
  const { t } = useLeasesT();
  const co = useCompany();
  return <Badge tone={STATE_TONES[state]}>{state === 'overdue' && daysLate > 0 ? t('state.lateBy', { count: daysLate, days: co.f.number(daysLate) }) : t(`state.${state}`)}</Badge>;
}

export function ChequeStatusBadge({ status }: { status: string }) {
  const { t } = useLeasesT();
  const s = known(CHEQUE_STATUSES, status, 'held');
  return <Badge tone={CHEQUE_TONES[s]}>{t(`cheque.${s}`)}</Badge>;
}
