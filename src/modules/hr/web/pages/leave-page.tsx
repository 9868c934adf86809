import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Inbox from 'lucide-react/icons/inbox';
import { useState } from 'react';
import { useHrT } from '../i18n';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../../web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../web/components/ui/tabs';
import { useFormatter } from '../../../../web/lib/format';
import { apiErrorMessage } from '../../../../web/features/auth/lib/auth-error-message';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { useDecideLeaveRequest } from '../api/decide-leave-request';
import { useAttendanceToday } from '../api/get-attendance-today';
import { useLeaveRequests } from '../api/get-leave-requests';
import type { LeaveDecision, LeaveRequest } from '../api/types';
import { DecisionDialog } from '../components/leave/decision-dialog';
import { LeaveRequestDialog } from '../components/leave/leave-request-dialog';
import { AllRequestsTab, MyLeaveTab } from '../components/leave/leave-tabs';
import { LeaveRequestsList } from '../components/leave/leave-requests-list';
import { EmptyState } from '../components/shared/empty-state';
import { LoadError } from '../components/shared/load-error';
import { PageHeader } from '../components/shared/page-header';
import { SkeletonRows } from '../components/shared/skeleton-rows';
import { useCompanyZone } from '../lib/use-company-zone';
import { useHrAccess } from '../lib/use-hr-access';

const TABS = ['approvals', 'mine', 'all'] as const;
type Tab = (typeof TABS)[number];

/** /hr/leave-management: the approval queue (managers), my balances and requests, every request (HR). Ctrl+N: new request. */
export function LeavePage() {
  const { t } = useHrT();
  const f = useFormatter();
  const access = useHrAccess();
  const { today } = useCompanyZone();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [target, setTarget] = useState<{ request: LeaveRequest; decision: LeaveDecision } | null>(null);
  const own = useAttendanceToday();
  const ownEmployeeId = own.data?.employeeId ?? null;
  const pending = useLeaveRequests(false, 'pending', access.decideLeave);
  const decide = useDecideLeaveRequest();

  const available: Tab[] = TABS.filter((tab) => (tab === 'approvals' ? access.decideLeave : tab === 'all' ? access.readLeave : true));
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && available.includes(requested) ? requested : (available[0] ?? 'mine');
  const queue = (pending.data ?? []).filter((r) => r.employeeId !== ownEmployeeId);

  useShortcutEvent('new', () => setCreating(true));

  function confirmDecision(notes: string) {
    if (!target) return;
    const { request, decision } = target;
    decide.mutate(
      { id: request.id, decision, ...(notes ? { notes } : {}) },
      {
        onSuccess: (after) => {
          // Under an approval workflow an approval may be one step of several: the request still waits.
          toast.success(decision === 'approve' && after.status === 'pending' ? t('leave.approvedStep', { number: request.requestNumber }) : t(`leave.decision.${decision}.done`, { number: request.requestNumber }));
          setTarget(null);
        },
        onError: (error) => toast.error(apiErrorMessage(error, t('common.saveFailed'), t)),
      },
    );
  }
  const onDecide = (request: LeaveRequest, decision: LeaveDecision) => setTarget({ request, decision });
  const busyId = decide.isPending ? (decide.variables?.id ?? null) : null;

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        subtitle={t('leave.subtitle')}
        actions={
          <Button onClick={() => setCreating(true)} title={t('leave.newShortcut')}>
            <CalendarPlus aria-hidden="true" />
            {t('leave.new')}
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={(value) => setParams((current) => { const next = new URLSearchParams(current); next.set('tab', value); return next; }, { replace: true })} className="flex flex-col gap-5">
        <TabsList className="w-full auto-cols-auto overflow-x-auto sm:w-fit">
          {available.includes('approvals') ? (
            <TabsTrigger value="approvals" className="gap-2">
              {t('leave.tabs.approvals')}
              {queue.length > 0 ? <span className="num rounded-full bg-accent px-1.5 text-xs font-bold text-accent-foreground">{f.number(queue.length)}</span> : null}
            </TabsTrigger>
          ) : null}
          <TabsTrigger value="mine">{t('leave.tabs.mine')}</TabsTrigger>
          {available.includes('all') ? <TabsTrigger value="all">{t('leave.tabs.all')}</TabsTrigger> : null}
        </TabsList>

        {available.includes('approvals') ? (
          <TabsContent value="approvals" className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground">{t('leave.queueHint')}</p>
            {pending.isPending ? (
              <SkeletonRows rows={4} />
            ) : pending.isError ? (
              <LoadError error={pending.error} onRetry={() => void pending.refetch()} />
            ) : queue.length === 0 ? (
              <EmptyState icon={Inbox} title={t('leave.queueEmpty')} body={t('leave.queueEmptyBody')} />
            ) : (
              <LeaveRequestsList testId="leave-queue" items={queue} caption={t('leave.tabs.approvals')} showEmployee actions={['approve', 'reject']} busyId={busyId} onDecide={onDecide} />
            )}
          </TabsContent>
        ) : null}
        <TabsContent value="mine">
          <MyLeaveTab hasEmployee={Boolean(ownEmployeeId)} busyId={busyId} onDecide={onDecide} onNew={() => setCreating(true)} />
        </TabsContent>
        {available.includes('all') ? (
          <TabsContent value="all">
            <AllRequestsTab busyId={busyId} canDecide={access.decideLeave} ownEmployeeId={ownEmployeeId} onDecide={onDecide} />
          </TabsContent>
        ) : null}
      </Tabs>

      <LeaveRequestDialog open={creating} onOpenChange={setCreating} today={today} ownEmployeeId={ownEmployeeId} forOthers={access.decideLeave} />
      <DecisionDialog target={target} busy={decide.isPending} onClose={() => setTarget(null)} onConfirm={confirmDecision} />
    </div>
  );
}
