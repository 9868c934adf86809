import { Badge, type Tone } from '../../../../web/components/data/badge';
import type { ContractStatus } from '../api/types';
import { useContractsT } from '../i18n';

export const CONTRACT_TONES: Record<ContractStatus, Tone> = {
  draft: 'muted',
  reserved: 'info',
  active: 'success',
  suspended: 'warning',
  returned: 'primary',
  closed: 'muted',
  cancelled: 'danger',
};

export const CONTRACT_STATUSES = Object.keys(CONTRACT_TONES) as ContractStatus[];

export function ContractStatusBadge({ status }: { status: string }) {
  const { t } = useContractsT();
  const known = (CONTRACT_STATUSES as string[]).includes(status) ? (status as ContractStatus) : 'draft';
  return <Badge tone={CONTRACT_TONES[known]} testId="contract-status">{t(`status.${known}`)}</Badge>;
}
