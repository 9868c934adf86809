import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';

/** The route mark: a dotted path from a white start point to an amber destination. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M9 23c0-5 4-5 7-8s7-3 7-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeDasharray="0.1 4.2"
        className="text-primary-foreground"
      />
      <circle cx="9" cy="23" r="2.6" className="fill-primary-foreground" />
      <circle cx="23" cy="9" r="2.6" fill="#F59E0B" />
    </svg>
  );
}

/** Wordmark logo: mark + name. Works on light and dark surfaces (colours come from tokens). */
export function Logo({ className, markClassName }: { className?: string; markClassName?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-2.5 text-xl font-bold tracking-tight', className)}>
      <LogoMark className={markClassName} />
      <span>{t('common.appName')}</span>
    </span>
  );
}
