import type { ReactNode } from 'react';
import { cn } from '../../../../../web/lib/cn';

export type BadgeTone = 'success' | 'info' | 'warning' | 'danger' | 'muted' | 'primary';

const TONES: Record<BadgeTone, string> = {
  success: 'bg-success-soft text-success',
  info: 'bg-info-soft text-info',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-destructive-soft text-destructive',
  muted: 'bg-muted text-muted-foreground',
  primary: 'bg-primary-soft text-primary',
};

/** A status as a small coloured pill (the colour is never the only signal: the text says it). */
export function Badge({ tone, children, className, title }: { tone: BadgeTone; children: ReactNode; className?: string; title?: string | undefined }) {
  return <span title={title} className={cn('inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[tone], className)}>{children}</span>;
}
