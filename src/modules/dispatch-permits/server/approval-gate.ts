// A dispatch permit under the company's approval workflow (issue 20, "dispatch_permit"). With an
// active workflow a new permit opens an approval request and its steps decide it (from
// /approvals, the permit's page, or the permit's approve/reject routes, which act on the caller's
// step); the last approval approves the permit (it then holds its vehicle: a clash refuses the
// decision, nothing written), a rejection rejects it with the reason. Without a workflow, anyone
// with the permits' write permission decides directly, as before. The driver never approves
// their own trip; cancelling the permit withdraws its request.
import type { Tx } from '../../../server/db/client';
import { companyContext } from '../../../server/http/fields';
import { approvalHistory, cancelOpenRequest, decideRequest, gateAction, onApprovalDecided, openRequestFor, type ApprovalActor } from '../../admin/server/approvals';
import { employeeUserId } from '../../hr/server/employee-reads';
import { approvePermit, lockPermit, rejectPermit, type Permit, type Who } from './service';

const SOURCE = 'dispatch_permit' as const;

type Brief = { plate: string; driverAr: string; driverEn: string };

/** Opens the new permit's approval when a workflow gates permits; true when it now waits on it. */
export async function gatePermit(tx: Tx, permit: Permit, brief: Brief, requestedBy: string | null) {
  const gate = await gateAction(tx, {
    source: SOURCE,
    sourceId: permit.id,
    measure: null,
    amount: null,
    title: { ar: `تصريح خروج ${permit.permitNumber}: المركبة ${brief.plate} مع ${brief.driverAr}`, en: `Dispatch permit ${permit.permitNumber}: vehicle ${brief.plate} with ${brief.driverEn}` },
    link: `/fleet/dispatch-permits/${permit.id}`,
    requestedBy,
    subjectUserId: await employeeUserId(tx, permit.driverId),
  });
  return gate.status === 'pending';
}

/**
 * The permit's approve or reject route under a workflow: the caller decides their step of the
 * open request. False when no request is open (no workflow then): the caller decides directly.
 */
export async function decidePermitStep(tx: Tx, permitId: string, decision: 'approve' | 'reject', text: string | null, actor: ApprovalActor) {
  const open = await openRequestFor(tx, SOURCE, permitId);
  if (!open) return false;
  await decideRequest(tx, open.id, decision, text, actor);
  return true;
}

export const withdrawPermitApproval = (tx: Tx, permitId: string) => cancelOpenRequest(tx, SOURCE, permitId);

/** The permit's approval requests with their steps, for its page. */
export const permitApprovals = (tx: Tx, permitId: string, actor: ApprovalActor) => approvalHistory(tx, SOURCE, permitId, actor);

/** The last step's decision moves the permit, in the approver's transaction and in their name. */
export function registerPermitApprovals() {
  const who = async (tx: Tx, companyId: string, userId: string): Promise<Who> => ({ companyId, userId, currency: (await companyContext(tx)).currency, now: new Date() });
  onApprovalDecided(SOURCE, {
    lock: async (tx, id) => void (await lockPermit(tx, id)),
    approved: async (tx, request, actor) => void (await approvePermit(tx, request.sourceId, null, await who(tx, request.companyId, actor.userId))),
    rejected: async (tx, request, actor) => void (await rejectPermit(tx, request.sourceId, request.rejectionReason ?? '', await who(tx, request.companyId, actor.userId))),
  });
}
