// Leave under the company's approval workflow (issue 20, source "leave"). When the company has
// an active leave workflow, a new request opens an approval request and its steps decide it
// (from /approvals, or from the leave page by whoever the current step names); the leave becomes
// approved when the last step approves and rejected, with the reason, when a step rejects.
// Without a workflow, HR decides directly as before (hr.leave.write).
import type { Tx } from '../../../server/db/client';
import { AppError } from '../../../server/http/errors';
import { cancelOpenRequest, gateAction, onApprovalDecided, openRequestFor } from '../../admin/server/approvals';
import { arabicDays, englishDays, messageDate } from '../../../core/i18n/counting';
import type { LeaveNotice } from './leave-notices';

const SOURCE = 'leave' as const;
const LINK = '/hr/leave-management';

/** Opens the request's approval when a workflow gates leave; true when it now waits on it. */
export async function gateLeave(tx: Tx, leave: LeaveNotice, requestedBy: string | null, employeeUserId: string | null): Promise<boolean> {
  const nameAr = leave.employeeNameAr || leave.employeeName;
  const gate = await gateAction(tx, {
    source: SOURCE,
    sourceId: leave.id,
    measure: null,
    amount: null,
    title: {
      ar: `${leave.leaveTypeAr} لـ${nameAr} لمدة ${arabicDays(Number(leave.days), true)}، من ${messageDate(leave.startDate)} إلى ${messageDate(leave.endDate)} (${leave.requestNumber})`,
      en: `${leave.leaveType} for ${leave.employeeName}, ${englishDays(Number(leave.days))} from ${messageDate(leave.startDate)} to ${messageDate(leave.endDate)} (${leave.requestNumber})`,
    },
    link: LINK,
    requestedBy,
    // The employee never approves their own leave, even when HR filed it for them.
    subjectUserId: employeeUserId,
  });
  return gate.status === 'pending';
}

export const leaveApproval = (tx: Tx, leaveId: string) => openRequestFor(tx, SOURCE, leaveId);
export const withdrawLeaveApproval = (tx: Tx, leaveId: string) => cancelOpenRequest(tx, SOURCE, leaveId);

type Settle = (tx: Tx, leaveId: string, status: 'approved' | 'rejected', notes: string | null, decidedBy: string) => Promise<{ employeeUserId: string | null }>;

/** The final decision settles the leave (and tells the employee); nobody settles their own leave. */
export function registerLeaveApprovals(settle: Settle, lock: (tx: Tx, leaveId: string) => Promise<unknown>) {
  const decide = (status: 'approved' | 'rejected') => async (tx: Tx, request: { sourceId: string; rejectionReason: string | null }, actor: { userId: string }) => {
    const { employeeUserId } = await settle(tx, request.sourceId, status, status === 'rejected' ? request.rejectionReason : null, actor.userId);
    if (employeeUserId === actor.userId) throw new AppError(403, 'cannot_review_own_leave');
  };
  onApprovalDecided(SOURCE, { lock: async (tx, id) => void (await lock(tx, id)), approved: decide('approved'), rejected: decide('rejected'), tellsRequester: true });
}
