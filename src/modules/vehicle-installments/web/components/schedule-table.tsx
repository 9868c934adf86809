import { addMoney, subtractMoney } from '../../../../core/money';
import { useCompany } from '../../../../web/components/data/company';
import { cn } from '../../../../web/lib/cn';
import type { Instalment, SchedulePreview } from '../api/types';
import { useFinancingT } from '../i18n';
import { InstalmentStateBadge } from './financing-badges';

/** One schedule row as both tables show it: the preview's rows, or an agreement's with what was paid and its state. */
export type ScheduleRow = { sequence: number; dueDate: string; payment: string; principal: string; interest: string; balanceAfter: string; paid?: string; state?: Instalment['state'] };

export const previewRows = (p: SchedulePreview): ScheduleRow[] => p.rows;

/** An agreement's instalments with the balance after each (the financed amount less the scheduled principal so far). */
export function agreementRows(financed: string, instalments: readonly Instalment[]): ScheduleRow[] {
  let balance = financed;
  return instalments.map((i) => {
    balance = subtractMoney(balance, i.principal);
    return { sequence: i.sequence, dueDate: i.dueDate, payment: i.payment, principal: i.principal, interest: i.interest, balanceAfter: balance, paid: addMoney(i.principalPaid, i.interestPaid), state: i.state };
  });
}

/**
 * The amortisation table: due date, instalment, principal, interest, balance (and, for an
 * agreement, paid and state, overdue rows highlighted). On a phone the principal, interest,
 * balance and paid columns give way (the state and the payments list tell what was paid) so the
 * row stays readable; the table scrolls if it must.
 */
export function ScheduleTable({ rows, testId }: { rows: readonly ScheduleRow[]; testId: string }) {
  const { t } = useFinancingT();
  const co = useCompany();
  const withState = rows.some((r) => r.state !== undefined);
  const th = 'px-2 py-2 font-medium text-muted-foreground whitespace-nowrap';
  const td = 'px-2 py-2 num whitespace-nowrap';
  const wide = 'max-sm:hidden';
  return (
    <div className="max-h-[28rem] overflow-auto rounded-md border border-border">
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{t('schedule.caption')}</caption>
        <thead className="sticky top-0 bg-muted text-xs">
          <tr>
            <th scope="col" className={cn(th, 'text-start')}>{t('schedule.sequence')}</th>
            <th scope="col" className={cn(th, 'text-start')}>{t('schedule.dueDate')}</th>
            <th scope="col" className={cn(th, 'text-end')}>{t('schedule.payment')}</th>
            <th scope="col" className={cn(th, wide, 'text-end')}>{t('schedule.principal')}</th>
            <th scope="col" className={cn(th, wide, 'text-end')}>{t('schedule.interest')}</th>
            <th scope="col" className={cn(th, wide, 'text-end')}>{t('schedule.balance')}</th>
            {withState ? <th scope="col" className={cn(th, wide, 'text-end')}>{t('schedule.paid')}</th> : null}
            {withState ? <th scope="col" className={cn(th, 'text-start')}>{t('schedule.state')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.sequence} className={cn('border-t border-border', r.state === 'overdue' && 'bg-destructive/10')} data-state={r.state}>
              <th scope="row" className={cn(td, 'text-start font-normal text-muted-foreground')}>{co.f.number(r.sequence)}</th>
              <td className={cn(td, 'text-start')}>{co.day(r.dueDate)}</td>
              <td className={cn(td, 'text-end font-medium')}>{co.money(r.payment)}</td>
              <td className={cn(td, wide, 'text-end')}>{co.money(r.principal)}</td>
              <td className={cn(td, wide, 'text-end')}>{co.money(r.interest)}</td>
              <td className={cn(td, wide, 'text-end')}>{co.money(r.balanceAfter)}</td>
              {withState ? <td className={cn(td, wide, 'text-end')}>{co.money(r.paid)}</td> : null}
              {withState ? <td className="px-2 py-2">{r.state ? <InstalmentStateBadge state={r.state} /> : null}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
