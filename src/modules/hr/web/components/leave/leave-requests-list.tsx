import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { useHrT } from '../../i18n';
import { Button } from '../../../../../web/components/ui/button';
import { Card } from '../../../../../web/components/ui/card';
import { currentLanguage } from '../../../../../web/i18n';
import { useFormatter } from '../../../../../web/lib/format';
import type { LeaveDecision, LeaveRequest } from '../../api/types';
import { formatDay } from '../../lib/format-time';
import { pickName } from '../../lib/names';
import { LeaveStatusBadge } from './leave-status-badge';

type Props = {
  items: LeaveRequest[];
  caption: string;
  showEmployee: boolean;
  /** Which decisions this list offers on a pending request. */
  actions: readonly LeaveDecision[];
  busyId: string | null;
  onDecide: (request: LeaveRequest, decision: LeaveDecision) => void;
  /** Rows that offer no decision (e.g. my own request in the company-wide list). */
  canAct?: (request: LeaveRequest) => boolean;
  testId?: string;
};

/** Leave requests: number, who, type, period, working days, status, and the decisions on offer. */
export function LeaveRequestsList({ items, caption, showEmployee, actions, busyId, onDecide, canAct = () => true, testId }: Props) {
  const { t } = useHrT();
  const f = useFormatter();
  const language = currentLanguage();
  const period = (r: LeaveRequest) => (r.startDate === r.endDate ? formatDay(r.startDate, f) : `${formatDay(r.startDate, f)} – ${formatDay(r.endDate, f)}`);
  const days = (r: LeaveRequest) => f.number(Number(r.days), { maximumFractionDigits: 1 });
  const who = (r: LeaveRequest) => pickName(r.employeeName, r.employeeNameAr, language);
  const type = (r: LeaveRequest) => (language === 'ar' ? r.leaveTypeAr : r.leaveType);

  const buttons = (r: LeaveRequest, align: 'start' | 'end') =>
    r.status === 'pending' && actions.length > 0 && canAct(r) ? (
      <div className={align === 'end' ? 'flex flex-wrap justify-end gap-1.5' : 'flex flex-wrap gap-1.5'}>
        {actions.includes('approve') ? (
          <Button size="sm" disabled={busyId === r.id} onClick={() => onDecide(r, 'approve')} aria-label={t('leave.approveFor', { name: who(r), number: r.requestNumber })}>
            <Check aria-hidden="true" />
            {t('leave.approve')}
          </Button>
        ) : null}
        {actions.includes('reject') ? (
          <Button size="sm" variant="outline" disabled={busyId === r.id} onClick={() => onDecide(r, 'reject')} aria-label={t('leave.rejectFor', { name: who(r), number: r.requestNumber })}>
            <X aria-hidden="true" />
            {t('leave.reject')}
          </Button>
        ) : null}
        {actions.includes('cancel') ? (
          <Button size="sm" variant="ghost" disabled={busyId === r.id} onClick={() => onDecide(r, 'cancel')} aria-label={t('leave.cancelFor', { number: r.requestNumber })}>
            {t('leave.cancelRequest')}
          </Button>
        ) : null}
      </div>
    ) : null;

  return (
    <div data-testid={testId}>
      <ul className="flex flex-col gap-3 md:hidden">
        {items.map((r) => (
          <li key={r.id}>
            <Card className="flex flex-col gap-2.5 p-4" data-request={r.requestNumber}>
              <div className="flex items-start justify-between gap-3">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-semibold break-words">{showEmployee ? who(r) : type(r)}</span>
                  <span className="text-xs text-muted-foreground">
                    <span className="num">{r.requestNumber}</span>
                    {showEmployee ? ` · ${type(r)}` : ''}
                  </span>
                </div>
                <LeaveStatusBadge status={r.status} />
              </div>
              <p className="num text-sm">
                {period(r)} · {t('leave.daysCount', { count: Number(r.days), days: days(r) })}
              </p>
              {r.reason ? <p className="text-sm text-muted-foreground">{r.reason}</p> : null}
              {buttons(r, 'start')}
            </Card>
          </li>
        ))}
      </ul>
      <Card className="overflow-x-auto max-md:hidden">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-border bg-muted/60 text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('leave.columns.number')}</th>
              {showEmployee ? <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('leave.columns.employee')}</th> : null}
              <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('leave.columns.type')}</th>
              <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('leave.columns.period')}</th>
              <th scope="col" className="px-3 py-2.5 text-end font-semibold">{t('leave.columns.days')}</th>
              <th scope="col" className="px-3 py-2.5 text-start font-semibold max-lg:hidden">{t('leave.columns.reason')}</th>
              <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('leave.columns.status')}</th>
              {actions.length > 0 ? <th scope="col" className="px-3 py-2.5 text-end font-semibold"><span className="sr-only">{t('employees.columns.actions')}</span></th> : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {items.map((r) => (
              <tr key={r.id} className="hover:bg-muted/40" data-request={r.requestNumber}>
                <td className="num px-3 py-2 whitespace-nowrap text-muted-foreground">{r.requestNumber}</td>
                {showEmployee ? <th scope="row" className="px-3 py-2 text-start font-semibold">{who(r)}</th> : null}
                <td className="px-3 py-2 whitespace-nowrap">{type(r)}</td>
                <td className="num px-3 py-2 whitespace-nowrap">{period(r)}</td>
                <td className="num px-3 py-2 text-end">{days(r)}</td>
                <td className="max-w-56 truncate px-3 py-2 text-muted-foreground max-lg:hidden" title={r.reason ?? undefined}>{r.reason || '—'}</td>
                <td className="px-3 py-2"><LeaveStatusBadge status={r.status} /></td>
                {actions.length > 0 ? <td className="px-3 py-1.5 text-end">{buttons(r, 'end')}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
