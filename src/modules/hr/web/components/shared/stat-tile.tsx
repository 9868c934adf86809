import type { ReactNode } from 'react';
import { cn } from '../../../../../web/lib/cn';
import type { BadgeTone } from './badge';

const DOTS: Record<BadgeTone, string> = {
  success: 'bg-success',
  info: 'bg-info',
  warning: 'bg-warning',
  danger: 'bg-destructive',
  muted: 'bg-muted-foreground/50',
  primary: 'bg-primary',
};

type StatTileProps = { label: string; value: ReactNode; hint?: ReactNode; tone?: BadgeTone; active?: boolean; onClick?: () => void; testId?: string };

/** A KPI tile: a figure and its label; clickable tiles filter the list below. */
export function StatTile({ label, value, hint, tone = 'primary', active, onClick, testId }: StatTileProps) {
  const body = (
    <>
      <span className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <span aria-hidden="true" className={cn('size-2 shrink-0 rounded-full', DOTS[tone])} />
        {label}
      </span>
      <span className="num text-2xl font-bold">{value}</span>
      {hint ? <span className="text-xs text-muted-foreground">{hint}</span> : null}
    </>
  );
  const classes = cn(
    'flex min-w-0 flex-col items-start gap-1 rounded-xl border border-border bg-card p-4 text-start shadow-sm',
    onClick && 'cursor-pointer transition-colors hover:bg-muted/60',
    active && 'border-primary ring-2 ring-ring/30',
  );
  return onClick ? (
    <button type="button" className={classes} onClick={onClick} aria-pressed={active} data-testid={testId}>
      {body}
    </button>
  ) : (
    <div className={classes} data-testid={testId}>
      {body}
    </div>
  );
}
