import { useCompany } from '../../../../web/components/data/company';
import { cn } from '../../../../web/lib/cn';
import type { ScheduleRow } from '../api/types';
import { useAssetsT } from '../i18n';
import { ScheduleStateBadge } from './asset-badges';
import { monthLabel } from '../../../../web/components/data/month';

/**
 * The asset's depreciation month by month: depreciation, accumulated, book value and whether it is
 * posted. On a phone the accumulated and book-value columns give way (the totals above show the
 * book value) so the month, its depreciation and its posting stay in view; the table scrolls.
 */
export function ScheduleTable({ rows }: { rows: readonly ScheduleRow[] }) {
  const { t } = useAssetsT();
  const co = useCompany();
  const th = 'px-2 py-2 font-medium text-muted-foreground whitespace-nowrap';
  const td = 'px-2 py-2 num whitespace-nowrap';
  const wide = 'max-sm:hidden';
  return (
    <div className="max-h-[28rem] overflow-auto rounded-md border border-border">
      <table className="w-full text-sm" data-testid="asset-schedule">
        <caption className="sr-only">{t('schedule.caption')}</caption>
        <thead className="sticky top-0 bg-muted text-xs">
          <tr>
            <th scope="col" className={cn(th, wide, 'text-start')}>{t('schedule.sequence')}</th>
            <th scope="col" className={cn(th, 'text-start')}>{t('schedule.month')}</th>
            <th scope="col" className={cn(th, 'text-end')}>{t('schedule.depreciation')}</th>
            <th scope="col" className={cn(th, wide, 'text-end')}>{t('schedule.accumulated')}</th>
            <th scope="col" className={cn(th, wide, 'text-end')}>{t('schedule.bookValue')}</th>
            <th scope="col" className={cn(th, 'text-start')}>{t('schedule.state')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.sequence} className={cn('border-t border-border', r.state === 'posted' && 'bg-success/5')} data-state={r.state} data-month={r.month}>
              <td className={cn(td, wide, 'text-start text-muted-foreground')}>{co.f.number(r.sequence)}</td>
              <th scope="row" className={cn(td, 'text-start font-normal')}>{monthLabel(co, r.month)}</th>
              <td className={cn(td, 'text-end font-medium')}>{co.money(r.depreciation)}</td>
              <td className={cn(td, wide, 'text-end')}>{co.money(r.accumulated)}</td>
              <td className={cn(td, wide, 'text-end')}>{co.money(r.bookValue)}</td>
              <td className="px-2 py-2">
                <ScheduleStateBadge state={r.state} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
