import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type Tone = 'success' | 'info' | 'warning' | 'danger' | 'muted' | 'primary';

const TONES: Record<Tone, string> = {
  success: 'bg-success-soft text-success',
  info: 'bg-info-soft text-info',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-destructive-soft text-destructive',
  muted: 'bg-muted text-muted-foreground',
  primary: 'bg-primary-soft text-primary',
};

export const DOT_TONES: Record<Tone, string> = {
  success: 'bg-success',
  info: 'bg-info',
  warning: 'bg-warning',
  danger: 'bg-destructive',
  muted: 'bg-muted-foreground/50',
  primary: 'bg-primary',
};

/** A status as a coloured pill; the text says it, the colour only helps. */
export function Badge({ tone, children, className, testId }: { tone: Tone; children: ReactNode; className?: string; testId?: string }) {
  return (
    <span data-testid={testId} className={cn('inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[tone], className)}>
      {children}
    </span>
  );
}
