// Reading approval requests: the three views of /approvals (mine to act on, mine requested, all),
// one request, and the names of the people on them.
import { and, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { approvers, peopleByIds } from './people';
import type { z } from '@hono/zod-openapi';
import type { Tx } from '../../../../server/db/client';
import { approvalRequestSteps, approvalRequests } from '../tables';
import type { ApprovalSource } from '../../../../core/approvals';
import { excludedFrom, mayAct, requestsFor, someoneCanAct, stepsOf, type ApprovalActor, type ApprovalRequest } from './service';
import type { requestListQuery, requestOut } from './schemas';

export const PAGE_SIZE = 25;

/** Requests with their steps and names, as the API shows them to this person. */
export async function describeRequests(tx: Tx, requests: readonly ApprovalRequest[], actor: ApprovalActor): Promise<z.infer<typeof requestOut>[]> {
  const steps = await stepsOf(tx, requests.map((r) => r.id));
  const person = await peopleByIds(tx, [...requests.map((r) => r.requestedBy), ...steps.flatMap((s) => [s.approverUserId, s.delegateUserId, s.actedBy])]);
  // Who could act now, read only when a step waits: a waiting step nobody may act on is stranded.
  const members = steps.some((s) => s.status === 'pending') ? await approvers(tx) : [];
  const stranded = (r: ApprovalRequest, s: (typeof steps)[number]) =>
    s.status === 'pending' && !someoneCanAct({ approverType: s.approverType as 'role' | 'user', role: s.approverRole, userId: s.approverUserId, delegateUserId: s.delegateUserId }, members, excludedFrom(r));
  return requests.map((r) => ({
    id: r.id,
    requestNumber: r.requestNumber,
    sourceType: r.sourceType,
    sourceId: r.sourceId,
    titleAr: r.titleAr,
    titleEn: r.titleEn,
    link: r.link,
    measure: r.measure,
    amount: r.amount,
    status: r.status as z.infer<typeof requestOut>['status'],
    currentStep: r.currentStep,
    rejectionReason: r.rejectionReason,
    requestedBy: person(r.requestedBy),
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    mayAct: mayAct(r, steps, actor),
    steps: steps
      .filter((s) => s.requestId === r.id)
      .map((s) => ({
        stepOrder: s.stepOrder,
        approverType: s.approverType,
        approverRole: s.approverRole,
        approver: person(s.approverUserId),
        delegate: person(s.delegateUserId),
        status: s.status,
        actedBy: person(s.actedBy),
        actedAt: s.actedAt?.toISOString() ?? null,
        comment: s.comment,
        stranded: stranded(r, s),
      })),
  }));
}

/** Pending requests whose current step this person may act on (never their own). */
function waitingFor(actor: ApprovalActor): SQL {
  const roles = actor.roles.length ? actor.roles : ['-'];
  return and(
    eq(approvalRequests.status, 'pending'),
    or(sql`${approvalRequests.requestedBy} is null`, ne(approvalRequests.requestedBy, actor.userId), sql`(${approvalRequests.metadata} ->> 'adminFallback') = 'true'`),
    sql`coalesce(${approvalRequests.metadata} ->> 'subjectUserId', '') <> ${actor.userId}`,
    sql`exists (select 1 from ${approvalRequestSteps} s where s.request_id = ${approvalRequests.id} and s.step_order = ${approvalRequests.currentStep} and s.status = 'pending'
      and ((s.approver_type = 'role' and s.approver_role in (${sql.join(roles.map((r) => sql`${r}`), sql`, `)})) or (s.approver_type = 'user' and s.approver_user_id = ${actor.userId}) or s.delegate_user_id = ${actor.userId}))`,
  )!;
}

/** Whether this person is on the request: its requester, or an approver or delegate of one of its steps. */
export async function isOnRequest(tx: Tx, request: ApprovalRequest, actor: ApprovalActor) {
  if (request.requestedBy === actor.userId || request.metadata.subjectUserId === actor.userId) return true;
  const steps = await stepsOf(tx, [request.id]);
  return steps.some((s) => s.approverUserId === actor.userId || s.delegateUserId === actor.userId || (s.approverType === 'role' && s.approverRole !== null && actor.roles.includes(s.approverRole)));
}

export async function requestPage(tx: Tx, q: z.infer<typeof requestListQuery>, actor: ApprovalActor) {
  const view = q.view === 'mine' ? waitingFor(actor) : q.view === 'requested' ? eq(approvalRequests.requestedBy, actor.userId) : undefined;
  const filter = and(view, q.status && q.view !== 'mine' ? eq(approvalRequests.status, q.status) : undefined);
  const rows = await tx.select().from(approvalRequests).where(filter).orderBy(desc(approvalRequests.createdAt), desc(approvalRequests.requestNumber)).limit(PAGE_SIZE).offset((q.page - 1) * PAGE_SIZE);
  const [total] = await tx.select({ n: count() }).from(approvalRequests).where(filter);
  const [toAct] = await tx.select({ n: count() }).from(approvalRequests).where(waitingFor(actor));
  return { items: await describeRequests(tx, rows, actor), total: total?.n ?? 0, page: q.page, pageSize: PAGE_SIZE, toAct: toAct?.n ?? 0 };
}

/** A record's approval requests with their steps, newest first, as its page shows them. */
export async function approvalHistory(tx: Tx, source: ApprovalSource, sourceId: string, actor: ApprovalActor) {
  return describeRequests(tx, await requestsFor(tx, source, sourceId), actor);
}
