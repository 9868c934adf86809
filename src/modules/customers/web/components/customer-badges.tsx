import { Badge } from '../../../../web/components/data/badge';
import type { Customer } from '../api/types';
import { useCustomersT } from '../i18n';

/** Blacklisted (red), inactive (grey) or active (green). */
export function CustomerStatusBadge({ customer }: { customer: Pick<Customer, 'isBlacklisted' | 'isActive'> }) {
  const { t } = useCustomersT();
  if (customer.isBlacklisted) return <Badge tone="danger">{t('blacklist.badge')}</Badge>;
  if (!customer.isActive) return <Badge tone="muted">{t('statuses.inactive')}</Badge>;
  return <Badge tone="success">{t('statuses.active')}</Badge>;
}
