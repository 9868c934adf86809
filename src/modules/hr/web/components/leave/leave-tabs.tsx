import CalendarDays from 'lucide-react/icons/calendar-days';
import { useState } from 'react';
import { useHrT } from '../../i18n';
import { Button } from '../../../../../web/components/ui/button';
import { NativeSelect } from '../../../../../web/components/ui/native-select';
import { useLeaveBalances } from '../../api/get-leave-balances';
import { useLeaveRequests } from '../../api/get-leave-requests';
import type { LeaveDecision, LeaveRequest, LeaveStatus } from '../../api/types';
import { useCompanyZone } from '../../lib/use-company-zone';
import { EmptyState } from '../shared/empty-state';
import { LoadError } from '../shared/load-error';
import { SkeletonRows } from '../shared/skeleton-rows';
import { LeaveBalances } from './leave-balances';
import { LeaveRequestsList } from './leave-requests-list';

type Decide = (request: LeaveRequest, decision: LeaveDecision) => void;

/** My balances this year and my requests (a pending one can be cancelled). */
export function MyLeaveTab({ hasEmployee, busyId, onDecide, onNew }: { hasEmployee: boolean; busyId: string | null; onDecide: Decide; onNew: () => void }) {
  const { t } = useHrT();
  const { today } = useCompanyZone();
  const year = Number(today.slice(0, 4));
  const balances = useLeaveBalances(year, '', hasEmployee);
  const mine = useLeaveRequests(true, '', hasEmployee);
  if (!hasEmployee) return <EmptyState icon={CalendarDays} title={t('leave.noEmployee')} />;
  return (
    <div className="flex flex-col gap-5">
      <section className="flex flex-col gap-3" aria-labelledby="leave-balances-title">
        <h2 id="leave-balances-title" className="text-base font-semibold">{t('leave.balancesTitle', { year })}</h2>
        {balances.isPending ? <SkeletonRows rows={2} /> : balances.isError ? <LoadError error={balances.error} onRetry={() => void balances.refetch()} /> : <LeaveBalances items={balances.data} />}
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="my-requests-title">
        <h2 id="my-requests-title" className="text-base font-semibold">{t('leave.myRequests')}</h2>
        {mine.isPending ? (
          <SkeletonRows rows={3} />
        ) : mine.isError ? (
          <LoadError error={mine.error} onRetry={() => void mine.refetch()} />
        ) : mine.data.length === 0 ? (
          <EmptyState icon={CalendarDays} title={t('leave.noRequests')} action={<Button onClick={onNew}>{t('leave.new')}</Button>} />
        ) : (
          <LeaveRequestsList testId="my-requests" items={mine.data} caption={t('leave.myRequests')} showEmployee={false} actions={['cancel']} busyId={busyId} onDecide={onDecide} />
        )}
      </section>
    </div>
  );
}

const STATUSES: readonly LeaveStatus[] = ['pending', 'approved', 'rejected', 'cancelled'];

/** Every request of the company, filtered by status; nobody decides their own (cancel it under "my leave"). */
export function AllRequestsTab({ busyId, canDecide, ownEmployeeId, onDecide }: { busyId: string | null; canDecide: boolean; ownEmployeeId: string | null; onDecide: Decide }) {
  const { t } = useHrT();
  const [status, setStatus] = useState<LeaveStatus | ''>('');
  const all = useLeaveRequests(false, status);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5 sm:w-56">
        <label htmlFor="leave-status" className="text-xs font-medium text-muted-foreground">{t('leave.columns.status')}</label>
        <NativeSelect id="leave-status" value={status} onChange={(event) => setStatus(event.target.value as LeaveStatus | '')}>
          <option value="">{t('leave.allStatuses')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>{t(`leave.statuses.${s}`)}</option>
          ))}
        </NativeSelect>
      </div>
      {all.isPending ? (
        <SkeletonRows rows={6} />
      ) : all.isError ? (
        <LoadError error={all.error} onRetry={() => void all.refetch()} />
      ) : all.data.length === 0 ? (
        <EmptyState icon={CalendarDays} title={t('leave.noRequests')} />
      ) : (
        <LeaveRequestsList items={all.data} caption={t('leave.tabs.all')} showEmployee actions={canDecide ? ['approve', 'reject'] : []} busyId={busyId} onDecide={onDecide} canAct={(r) => r.employeeId !== ownEmployeeId} />
      )}
    </div>
  );
}
