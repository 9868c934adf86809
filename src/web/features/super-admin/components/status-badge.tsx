import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const KNOWN = ['active', 'trial', 'suspended', 'cancelled', 'expired'] as const;
type Known = (typeof KNOWN)[number];

const TONES: Record<Known, string> = {
  active: 'bg-success-soft text-success',
  trial: 'bg-info-soft text-info',
  suspended: 'bg-warning-soft text-warning',
  cancelled: 'bg-destructive-soft text-destructive',
  expired: 'bg-muted text-muted-foreground',
};

function isKnown(status: string): status is Known {
  return (KNOWN as readonly string[]).includes(status);
}

/** A company's subscription status as a coloured badge. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = isKnown(status) ? status : null;
  return (
    <span className={cn('inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', known ? TONES[known] : 'bg-muted text-muted-foreground')}>
      {known ? t(`shell.superAdmin.companies.statuses.${known}`) : status}
    </span>
  );
}
