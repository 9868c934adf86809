import CircleAlert from 'lucide-react/icons/circle-alert';
import { Link } from 'react-router';
import type { Me } from '../../../../web/features/auth/api/types';
import { useBannerT } from '../i18n/banner';
import { cn } from '../../../../web/lib/cn';

const DAY = 86_400_000;

/** Days left during a trial, or why the company is restricted (decision 007); nothing otherwise. */
export function SubscriptionBanner({ me }: { me: Me }) {
  const { t } = useBannerT();
  const company = me.company;
  if (!company || me.isSuperAdmin) return null;
  const restriction = company.restriction ?? 'ok';
  const daysLeft = company.subscriptionStatus === 'trial' && company.trialEndsAt ? Math.max(0, Math.ceil((Date.parse(company.trialEndsAt) - Date.now()) / DAY)) : null;
  if (restriction === 'ok' && daysLeft === null) return null;
  const text = restriction === 'suspended' ? t('suspended') : restriction === 'read_only' ? t(company.subscriptionStatus === 'trial' ? 'readOnly' : 'expired') : t('trial', { count: daysLeft ?? 0 });
  const tone = restriction === 'ok' ? 'border-info/30 bg-info-soft text-info' : 'border-warning/40 bg-warning-soft text-warning';
  return (
    <div role="status" data-testid="subscription-banner" className={cn('flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b px-4 py-2 text-sm font-medium', tone)}>
      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      <span>{text}</span>
      <Link to="/subscription" className="underline underline-offset-2">{t('details')}</Link>
    </div>
  );
}
