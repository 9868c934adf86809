// The company admin hands the current step of an open request to someone else: its named approver
// left the company (their account was deactivated) or is away with no delegate. The step becomes
// that person's (their name replaces the role or the former person; the former delegate goes
// with them), they are told, and the audit trigger keeps the step's old and new approver.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client';
import { AppError, notFound } from '../../../../server/http/errors';
import { approvalRequestSteps, approvalRequests } from '../tables';
import { approvers } from './people';
import { excludedFrom, stepsOf, tellApprovers } from './service';

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
