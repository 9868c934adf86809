// The company admin hands the current step of an open request to someone else: its named approver
// left the company (their account was deactivated) or is away with no delegate. The step becomes
// that person's (their name replaces the role or the former person; the former delegate goes
// with them), they are told, and the audit trigger keeps the step's old and new approver.
import { and, eq, inArray } from 'drizzle-orm';
import { notify } from '../../../alerts/server';
import type { Tx } from '../../../../server/db/client';
import { AppError, notFound } from '../../../../server/http/errors';
import { approvalRequestSteps, approvalRequests } from '../tables';
import { approvers } from './people';
import { excludedFrom, someoneCanAct, stepsOf, tellApprovers } from './service';

export async function reassignStep(tx: Tx, id: string, userId: string) {
  const [request] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id)).for('update');
  if (!request) throw notFound();
  if (request.status !== 'pending') throw new AppError(409, 'approval_not_pending');
  const step = (await stepsOf(tx, [id])).find((s) => s.stepOrder === request.currentStep && s.status === 'pending');
  if (!step) throw new AppError(409, 'approval_not_pending');
  if (!(await approvers(tx)).some((p) => p.userId === userId)) throw new AppError(400, 'validation_failed', { userId: 'approval_approver_not_found' });
  // Never to the person who asked or the one it is about: they may not decide it.
  if (excludedFrom(request).includes(userId)) throw new AppError(400, 'validation_failed', { userId: 'approval_reassign_excluded' });
  const [moved] = await tx
    .update(approvalRequestSteps)
    .set({ approverType: 'user', approverRole: null, approverUserId: userId, delegateUserId: null })
    .where(eq(approvalRequestSteps.id, step.id))
    .returning();
  const [touched] = await tx.update(approvalRequests).set({ updatedAt: new Date() }).where(eq(approvalRequests.id, id)).returning();
  await tellApprovers(tx, touched!, moved!);
  return touched!;
}

/** The open requests whose current step nobody may act on now (their approvers switched off). */
export async function strandedRequests(tx: Tx) {
  const open = await tx.select().from(approvalRequests).where(eq(approvalRequests.status, 'pending'));
  if (!open.length) return [];
  const steps = await tx
    .select()
    .from(approvalRequestSteps)
    .where(and(inArray(approvalRequestSteps.requestId, open.map((r) => r.id)), eq(approvalRequestSteps.status, 'pending')));
  const members = await approvers(tx);
  return open.filter((r) => {
    const step = steps.find((s) => s.requestId === r.id && s.stepOrder === r.currentStep);
    return step && !someoneCanAct({ approverType: step.approverType as 'role' | 'user', role: step.approverRole, userId: step.approverUserId, delegateUserId: step.delegateUserId }, members, excludedFrom(r));
  });
}

/**
 * Around a change of a person's access or roles: the open requests the change left with nobody to
 * decide their current step (stranded now, not before) are told to the company admins, who hand
 * the step to someone else (reassignStep). Returns how many.
 */
export async function tellOfStrandedSteps(tx: Tx, changedUserId: string, change: () => Promise<void>) {
  const before = new Set((await strandedRequests(tx)).map((r) => r.id));
  await change();
  const stranded = (await strandedRequests(tx)).filter((r) => !before.has(r.id));
  for (const r of stranded) {
    await notify(tx, {
      role: 'company_admin',
      except: [changedUserId],
      type: 'warning',
      title: { ar: `لا أحد يمكنه البت في الطلب ${r.requestNumber}`, en: `Nobody can decide request ${r.requestNumber}` },
      message: { ar: `تغيّرت صلاحيات من كان عليه القرار؛ أسند الخطوة لشخص آخر — ${r.titleAr}`, en: `The access of whoever had to decide it changed; hand the step to someone else — ${r.titleEn}` },
      link: '/approvals?tab=all',
      data: { relatedType: 'approval_request', relatedId: r.id },
    });
  }
  return stranded.length;
}
