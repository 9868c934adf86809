import { Badge, type Tone } from '../../../../web/components/data/badge';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../schemas';
import { usePlatformT } from '../i18n';

const TONES: Record<SubscriptionStatus, Tone> = { active: 'success', trial: 'info', suspended: 'warning', cancelled: 'danger', expired: 'muted' };

/** A company's subscription status as a coloured badge. */
export function CompanyStatus({ status }: { status: string }) {
  const { t } = usePlatformT();
  const known = (SUBSCRIPTION_STATUSES as readonly string[]).includes(status) ? (status as SubscriptionStatus) : null;
  return <Badge tone={known ? TONES[known] : 'muted'}>{known ? t(`companies.statuses.${known}`) : status}</Badge>;
}
