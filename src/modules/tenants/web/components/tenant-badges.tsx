import { Badge, type Tone } from '../../../../web/components/data/badge';
import type { TenantStatus } from '../api/types';
import { useTenantsT } from '../i18n';

export const STATUS_TONES: Record<TenantStatus, Tone> = { current: 'success', former: 'muted', prospect: 'info' };

/** Current (an active lease), former or prospect, and the blacklist beside it. */
export function TenantBadges({ status, blacklisted }: { status: TenantStatus; blacklisted: boolean }) {
  const { t } = useTenantsT();
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <Badge tone={STATUS_TONES[status]}>{t(`statuses.${status}`)}</Badge>
      {blacklisted ? <Badge tone="danger">{t('blacklist.badge')}</Badge> : null}
    </span>
  );
}
