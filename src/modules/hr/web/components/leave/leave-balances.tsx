import { useHrT } from '../../i18n';
import { currentLanguage } from '../../../../../web/i18n';
import { useFormatter } from '../../../../../web/lib/format';
import type { LeaveBalance } from '../../api/types';

/** One tile per leave type: what remains of the year's entitlement, with used and pending days. */
export function LeaveBalances({ items }: { items: LeaveBalance[] }) {
  const { t } = useHrT();
  const f = useFormatter();
  const language = currentLanguage();
  const days = (value: string | null) => (value === null ? '∞' : f.number(Number(value), { maximumFractionDigits: 1 }));

  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="leave-balances">
      {items.map((b) => {
        const entitled = b.entitled === null ? null : Number(b.entitled);
        const used = Number(b.used) + Number(b.pending);
        const percent = entitled ? Math.min(100, (used / entitled) * 100) : 0;
        return (
          <div key={b.leaveTypeId} className="flex min-w-0 flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-sm">
            <span className="text-sm font-semibold">{language === 'ar' ? b.nameAr : b.name}</span>
            <span className="flex items-baseline gap-1.5">
              <span className="num text-2xl font-bold">{b.remaining === null ? t('leave.unlimited') : days(b.remaining)}</span>
              {entitled !== null ? <span className="num text-xs text-muted-foreground">{t('leave.ofDays', { count: entitled, days: days(b.entitled) })}</span> : null}
            </span>
            {entitled ? (
              <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
              </div>
            ) : null}
            <span className="num text-xs text-muted-foreground">{t('leave.usedPending', { used: days(b.used), pending: days(b.pending) })}</span>
          </div>
        );
      })}
    </div>
  );
}
