import { Badge, type Tone } from '../../../../web/components/data/badge';
import { cn } from '../../../../web/lib/cn';
import type { BudgetStatus } from '../api/types';
import { useBudgetsT } from '../i18n';

const STATUS_TONES: Record<BudgetStatus, Tone> = { draft: 'muted', approved: 'success', closed: 'info' };

export function BudgetStatusBadge({ status }: { status: BudgetStatus }) {
  const { t } = useBudgetsT();
  return (
    <Badge tone={STATUS_TONES[status]} testId="budget-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** How much of an expense budget is used: amber from 90 %, red past 100 % (the alert thresholds). */
export function usedTone(percent: string | null): 'success' | 'warning' | 'danger' {
  const p = Number(percent ?? 0);
  return p > 100 ? 'danger' : p >= 90 ? 'warning' : 'success';
}

const BAR: Record<'success' | 'warning' | 'danger', string> = { success: 'bg-success', warning: 'bg-warning', danger: 'bg-destructive' };

/** A bar of the share used, capped at the full width; the percentage is written beside it. */
export function UsedBar({ percent, label, className }: { percent: string | null; label: string; className?: string }) {
  const p = Math.max(0, Math.min(100, Number(percent ?? 0)));
  const tone = usedTone(percent);
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <div className="h-2 min-w-16 flex-1 overflow-hidden rounded-full bg-muted" role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(p)}>
        <div className={cn('h-full rounded-full', BAR[tone])} style={{ inlineSize: `${p}%` }} />
      </div>
      <span className={cn('num w-16 text-end text-xs font-semibold', tone === 'danger' && 'text-destructive', tone === 'warning' && 'text-warning')} dir="ltr">
        {percent === null ? '—' : `${percent}%`}
      </span>
    </div>
  );
}
