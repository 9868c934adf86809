// The approvals service (issue 20): the one function a module calls inside its own transaction to
// gate an action (gateAction), the check its later steps make (assertApproved), and the decisions
// of approvers (decideRequest). A module learns of the final decision through the handler it
// registers (onApprovalDecided), called in the approver's transaction, so the record and the
// request change together or not at all.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { SOURCE_MEASURE, initialStepStatuses, mayActOnStep, needsApproval, nextPendingStep, type ApprovalSource, type StepRule, type StepStatus } from '../../../../core/approvals';
import { compareMoney, formatMoney, type CurrencyCode } from '../../../../core/money';
import { normaliseRoles } from '../../../../core/permissions';
import type { Tx } from '../../../../server/db/client';
import { AppError, notFound } from '../../../../server/http/errors';
import { formatNumber, nextNumber } from '../../../../server/platform/sequences';
import { notify } from '../../../alerts/server';
import { approvalRequestSteps, approvalRequests, approvalWorkflows, type WorkflowStep } from '../tables';
import { approvers } from './people';

export type ApprovalRequest = typeof approvalRequests.$inferSelect;
type Step = typeof approvalRequestSteps.$inferSelect;
type Text = { ar: string; en: string };
export type ApprovalActor = { userId: string; roles: readonly string[] };

/** A signed-in person as the approvals see them: their id and their roles, normalised. */
export const approvalActor = (actor: { userId: string; roles: readonly string[] }): ApprovalActor => ({ userId: actor.userId, roles: normaliseRoles(actor.roles) });

/** What the gated module does when its request is decided (in the approver's transaction). */
export type ApprovalHandler = {
  /** Locks the gated record before the request is locked: every path takes record, then request. */
  lock?: (tx: Tx, sourceId: string) => Promise<void>;
  approved?: (tx: Tx, request: ApprovalRequest, actor: ApprovalActor) => Promise<void>;
  rejected?: (tx: Tx, request: ApprovalRequest, actor: ApprovalActor) => Promise<void>;
  /** The module tells the requester of the decision itself (the leave's employee), not the approvals. */
  tellsRequester?: boolean;
};
const handlers = new Map<ApprovalSource, ApprovalHandler>();

/** A module registers, once at start, what a decision on its requests does to its record. */
export function onApprovalDecided(source: ApprovalSource, handler: ApprovalHandler) {
  handlers.set(source, handler);
}

export async function workflowFor(tx: Tx, source: ApprovalSource) {
  const [row] = await tx.select().from(approvalWorkflows).where(eq(approvalWorkflows.sourceType, source));
  return row ?? null;
}

/** Whether the company's workflow gates this action (an active workflow, the measure above its threshold). */
export async function approvalNeeded(tx: Tx, source: ApprovalSource, measure: string | null): Promise<boolean> {
  return needsApproval(await workflowFor(tx, source), SOURCE_MEASURE[source] === 'none' ? null : measure);
}

/** A record's requests, newest first. */
export async function requestsFor(tx: Tx, source: ApprovalSource, sourceId: string) {
  return tx
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.sourceType, source), eq(approvalRequests.sourceId, sourceId)))
    .orderBy(desc(approvalRequests.createdAt), desc(approvalRequests.requestNumber));
}

/**
 * Who may not act on a request: its requester, and the person it is about. When nobody else could
 * (the request went to the company admin as the last resort), an admin who asked on someone's
 * behalf may decide it; the person it is about never may.
 */
export const excludedFrom = (request: Pick<ApprovalRequest, 'requestedBy' | 'metadata'>) => {
  const subject = typeof request.metadata.subjectUserId === 'string' ? request.metadata.subjectUserId : null;
  return request.metadata.adminFallback === true ? [subject] : [request.requestedBy, subject];
};

const stepRule = (s: Step): StepRule => ({ approverType: s.approverType as StepRule['approverType'], role: s.approverRole, userId: s.approverUserId, delegateUserId: s.delegateUserId, minAmount: null });

/** Tells whoever acts on a step that a request waits for them (never the requester). */
export async function tellApprovers(tx: Tx, request: ApprovalRequest, step: Step) {
  const title = { ar: `طلب موافقة ${request.requestNumber} بانتظارك`, en: `Approval request ${request.requestNumber} is waiting for you` };
  const message = { ar: request.titleAr, en: request.titleEn };
  const base = { type: 'warning' as const, title, message, link: '/approvals', data: { relatedType: 'approval_request', relatedId: request.id }, except: excludedFrom(request).filter((id): id is string => Boolean(id)) };
  if (step.approverType === 'role' && step.approverRole) await notify(tx, { ...base, role: step.approverRole as never });
  const named = [step.approverType === 'user' ? step.approverUserId : null, step.delegateUserId].filter((id): id is string => Boolean(id));
  if (named.length) await notify(tx, { ...base, userIds: named });
}

async function tellRequester(tx: Tx, request: ApprovalRequest, approved: boolean, reason: string | null) {
  if (!request.requestedBy) return;
  await notify(tx, {
    userIds: [request.requestedBy],
    type: approved ? 'success' : 'warning',
    title: approved
      ? { ar: `تمت الموافقة على الطلب ${request.requestNumber}`, en: `Request ${request.requestNumber} was approved` }
      : { ar: `رُفض الطلب ${request.requestNumber}`, en: `Request ${request.requestNumber} was rejected` },
    message: approved ? { ar: request.titleAr, en: request.titleEn } : { ar: `${request.titleAr} — السبب: ${reason}`, en: `${request.titleEn} — reason: ${reason}` },
    link: request.link ?? '/approvals',
    data: { relatedType: 'approval_request', relatedId: request.id },
  });
}

type Told = { title: Text; message: Text; relatedType: string };

/**
 * What an approval lets a module do, run in a savepoint: if it is refused now (an AppError: a
 * period closed, the record changed meanwhile) the approval stands, nothing of it is written, and
 * whoever asked is told why, with the module's words for it.
 */
export async function proceedOrTell(tx: Tx, request: ApprovalRequest, proceed: (tx: Tx) => Promise<unknown>, told: Told | ((refused: AppError) => Told)) {
  const refused = await tx.transaction(async (inner) => proceed(inner as Tx)).then(
    () => null,
    (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      return error;
    },
  );
  if (!refused || !request.requestedBy) return;
  const { title, message, relatedType } = typeof told === 'function' ? told(refused) : told;
  await notify(tx, { userIds: [request.requestedBy], type: 'warning', title, message, link: request.link, data: { relatedType, relatedId: request.sourceId } });
}

export type GateInput = {
  source: ApprovalSource;
  sourceId: string;
  /** Compared with the workflow's threshold (a discount's percentage); null for kinds always gated. */
  measure: string | null;
  /** Compared with each step's amount threshold. */
  amount: string | null;
  title: Text;
  link: string | null;
  requestedBy: string | null;
  /** The person the request is about (an employee's leave), who may not approve it either. */
  subjectUserId?: string | null;
  metadata?: Record<string, unknown>;
};

/** Whether anyone but the excluded can act on each step (active accounts of the company). */
async function actableSteps(tx: Tx, steps: readonly WorkflowStep[], excluded: readonly (string | null)[]) {
  const members = await approvers(tx);
  return steps.map((s) => someoneCanAct(s, members, excluded));
}

type Member = { userId: string; roles: readonly string[] };

/**
 * Whether a working account other than the excluded may act on a step: its delegate, its named
 * person, or someone holding its role. Decides which steps a new request skips, and which
 * waiting step is stranded (its approver's access was switched off since).
 */
export function someoneCanAct(step: Pick<WorkflowStep, 'approverType' | 'role' | 'userId' | 'delegateUserId'>, members: readonly Member[], excluded: readonly (string | null)[]) {
  const others = members.filter((m) => !excluded.includes(m.userId));
  const present = (id: string | null) => Boolean(id && others.some((m) => m.userId === id));
  return present(step.delegateUserId) || (step.approverType === 'user' ? present(step.userId) : others.some((m) => step.role !== null && m.roles.includes(step.role as never)));
}

/**
 * Where a record stands against its workflow now: not gated (no active workflow, or the measure
 * within it), or gated with its latest request and whether that request already covers it.
 */
async function gateState(tx: Tx, source: ApprovalSource, sourceId: string, measure: string | null) {
  const workflow = await workflowFor(tx, source);
  const m = SOURCE_MEASURE[source] === 'none' ? null : measure;
  if (!workflow || !needsApproval(workflow, m)) return { gated: false as const, measure: m };
  const [latest] = await requestsFor(tx, source, sourceId);
  return { gated: true as const, workflow, measure: m, latest: latest ?? null, covered: latest?.status === 'approved' && sameMeasure(latest.measure, m) };
}

/**
 * Whether gating the action now would hold it, opening nothing: for an action whose measure is
 * only known once it is worked out (a lease's refund after its last rent is billed), tried in a
 * savepoint first and gated after.
 */
export async function wouldHold(tx: Tx, source: ApprovalSource, sourceId: string, measure: string | null): Promise<boolean> {
  const state = await gateState(tx, source, sourceId, measure);
  return state.gated && !state.covered;
}

/**
 * Gates an action: when the company's workflow asks for approval, opens a request (or returns the
 * one already open for the record) and tells the first step's approvers. 'not_required' means the
 * action may go ahead now; 'approved' that an earlier request already approved it.
 */
export async function gateAction(tx: Tx, input: GateInput): Promise<{ status: 'not_required' | 'approved' } | { status: 'pending'; request: ApprovalRequest }> {
  const state = await gateState(tx, input.source, input.sourceId, input.measure);
  if (!state.gated) {
    // A request still open from before (the workflow switched off or its amount raised since, or
    // the measure now lower) no longer holds the action: withdrawn, so that a later approval
    // cannot act on a record that went ahead without it.
    await cancelOpenRequest(tx, input.source, input.sourceId);
    return { status: 'not_required' };
  }
  const { workflow, measure, latest } = state;
  if (latest?.status === 'pending') return { status: 'pending', request: latest };
  if (state.covered) return { status: 'approved' };

  const companyId = workflow.companyId;
  const excluded = [input.requestedBy, input.subjectUserId ?? null];
  // A step only the requester could act on (the only manager asking) is skipped; if none is left
  // the company admin decides, so a request is never stuck.
  let steps = workflow.steps;
  let statuses = initialStepStatuses(steps, input.amount, await actableSteps(tx, steps, excluded));
  const adminFallback = !statuses;
  if (!statuses) {
    steps = [{ approverType: 'role', role: 'company_admin', userId: null, delegateUserId: null, minAmount: null }];
    statuses = ['pending'];
  }
  const [request] = await tx
    .insert(approvalRequests)
    .values({
      companyId,
      requestNumber: formatNumber('APR', await nextNumber(tx, companyId, 'approval_request'), 5),
      workflowId: workflow.id,
      sourceType: input.source,
      sourceId: input.sourceId,
      titleAr: input.title.ar,
      titleEn: input.title.en,
      link: input.link,
      measure,
      amount: input.amount,
      currentStep: statuses.indexOf('pending') + 1,
      metadata: { ...(input.metadata ?? {}), ...(input.subjectUserId ? { subjectUserId: input.subjectUserId } : {}), ...(adminFallback ? { adminFallback: true } : {}) },
      requestedBy: input.requestedBy,
    })
    .returning();
  const rows = await tx
    .insert(approvalRequestSteps)
    .values(
      steps.map((s, i) => ({
        companyId,
        requestId: request!.id,
        stepOrder: i + 1,
        approverType: s.approverType,
        approverRole: s.approverType === 'role' ? s.role : null,
        approverUserId: s.approverType === 'user' ? s.userId : null,
        delegateUserId: s.delegateUserId,
        status: statuses![i]!,
      })),
    )
    .returning();
  await tellApprovers(tx, request!, rows.find((s) => s.status === 'pending')!);
  return { status: 'pending', request: request! };
}

/**
 * Gates an action measured by an amount in the company currency (a posting, an order, a refund),
 * its title naming the amount as each language writes it. The request it now waits on, or null
 * when it may go ahead.
 */
export async function gateAmount(tx: Tx, input: Omit<GateInput, 'measure' | 'amount' | 'title'> & { amount: string; currency: CurrencyCode; title: (shown: Text) => Text }) {
  const { amount, currency, title, ...rest } = input;
  const shown = { ar: formatMoney(amount, currency), en: formatMoney(amount, currency, { locale: 'en-US', display: 'code' }) };
  const gate = await gateAction(tx, { ...rest, measure: amount, amount, title: title(shown) });
  return gate.status === 'pending' ? gate.request : null;
}

/** An approval covers the record while its measure is no higher than the one approved. */
function sameMeasure(approved: string | null, now: string | null) {
  return approved === null || now === null ? approved === now : compareMoney(approved, now) >= 0;
}

/**
 * The check a gated module makes before the action itself (reserve, hand over, …), also when its
 * route is called directly: refused with 409 unless no approval is needed or the record's latest
 * request approved it (for a measure at least as high as the record's now).
 */
export async function assertApproved(tx: Tx, source: ApprovalSource, sourceId: string, measure: string | null) {
  const [latest] = await requestsFor(tx, source, sourceId);
  if (latest?.status === 'pending') throw new AppError(409, 'approval_pending', undefined, { number: latest.requestNumber });
  if (!(await approvalNeeded(tx, source, measure))) return;
  if (latest?.status === 'approved' && sameMeasure(latest.measure, SOURCE_MEASURE[source] === 'none' ? null : measure)) return;
  if (latest?.status === 'rejected') throw new AppError(409, 'approval_rejected', undefined, { number: latest.requestNumber });
  throw new AppError(409, 'approval_required');
}

/**
 * Whether the record's latest request approved this measure or more: an approval given at an
 * earlier stage that a later one honours (a quotation's discount on the contract made from it).
 */
export async function approvalCovers(tx: Tx, source: ApprovalSource, sourceId: string, measure: string | null) {
  const [latest] = await requestsFor(tx, source, sourceId);
  return latest?.status === 'approved' && sameMeasure(latest.measure, SOURCE_MEASURE[source] === 'none' ? null : measure);
}

/** The record's open request, if any. */
export async function openRequestFor(tx: Tx, source: ApprovalSource, sourceId: string) {
  const [latest] = await requestsFor(tx, source, sourceId);
  return latest?.status === 'pending' ? latest : null;
}

/** The open request of each of some records, by record id: one read for a list's page. */
export async function openRequestsFor(tx: Tx, source: ApprovalSource, sourceIds: readonly string[]): Promise<Map<string, ApprovalRequest>> {
  if (!sourceIds.length) return new Map();
  const rows = await tx
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.sourceType, source), inArray(approvalRequests.sourceId, [...sourceIds]), eq(approvalRequests.status, 'pending')));
  return new Map(rows.map((r) => [r.sourceId, r]));
}

/** Withdraws a record's open request (the record was cancelled or deleted). */
export async function cancelOpenRequest(tx: Tx, source: ApprovalSource, sourceId: string) {
  const open = await tx
    .update(approvalRequests)
    .set({ status: 'cancelled', decidedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(approvalRequests.sourceType, source), eq(approvalRequests.sourceId, sourceId), eq(approvalRequests.status, 'pending')))
    .returning({ id: approvalRequests.id });
  if (open.length) await tx.update(approvalRequestSteps).set({ status: 'cancelled' }).where(and(inArray(approvalRequestSteps.requestId, open.map((r) => r.id)), inArray(approvalRequestSteps.status, ['pending', 'waiting'])));
}

/** The steps of some requests, in order. */
export async function stepsOf(tx: Tx, requestIds: readonly string[]) {
  if (!requestIds.length) return [];
  return tx.select().from(approvalRequestSteps).where(inArray(approvalRequestSteps.requestId, [...requestIds])).orderBy(approvalRequestSteps.requestId, approvalRequestSteps.stepOrder);
}

/** Whether this person may act on the request's current step now. */
export function mayAct(request: ApprovalRequest, steps: readonly Step[], actor: ApprovalActor) {
  if (request.status !== 'pending') return false;
  const step = steps.find((s) => s.requestId === request.id && s.stepOrder === request.currentStep && s.status === 'pending');
  return Boolean(step && mayActOnStep(stepRule(step), actor, excludedFrom(request)));
}

/**
 * An approver's decision on the current step. Approving moves to the next step that applies, or
 * approves the request and lets its module proceed; rejecting (a reason is required) ends the
 * request and returns the record to draft. Another company's request is not found (row-level security).
 */
export async function decideRequest(tx: Tx, id: string, decision: 'approve' | 'reject', comment: string | null, actor: ApprovalActor): Promise<ApprovalRequest> {
  const [found] = await tx.select({ sourceType: approvalRequests.sourceType, sourceId: approvalRequests.sourceId }).from(approvalRequests).where(eq(approvalRequests.id, id));
  if (!found) throw notFound();
  const handler = handlers.get(found.sourceType as ApprovalSource);
  // The record first, then the request: the order every other path takes (a contract cancelled
  // while approved), so the two never wait on each other.
  await handler?.lock?.(tx, found.sourceId);
  const [request] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id)).for('update');
  if (!request) throw notFound();
  if (request.status !== 'pending') throw new AppError(409, 'approval_not_pending');
  const steps = await stepsOf(tx, [id]);
  const index = steps.findIndex((s) => s.stepOrder === request.currentStep);
  const step = steps[index];
  if (!step || step.status !== 'pending') throw new AppError(409, 'approval_not_pending');
  if (excludedFrom(request).includes(actor.userId)) throw new AppError(403, 'approval_own_request');
  if (!mayActOnStep(stepRule(step), actor, excludedFrom(request))) throw new AppError(403, 'approval_not_your_step');

  const now = new Date();
  await tx
    .update(approvalRequestSteps)
    .set({ status: decision === 'approve' ? 'approved' : 'rejected', actedBy: actor.userId, actedAt: now, comment })
    .where(eq(approvalRequestSteps.id, step.id));

  if (decision === 'reject') {
    await tx.update(approvalRequestSteps).set({ status: 'cancelled' }).where(and(eq(approvalRequestSteps.requestId, id), eq(approvalRequestSteps.status, 'waiting')));
    const [rejected] = await tx.update(approvalRequests).set({ status: 'rejected', rejectionReason: comment, decidedAt: now, updatedAt: now }).where(eq(approvalRequests.id, id)).returning();
    await handler?.rejected?.(tx, rejected!, actor);
    if (!handler?.tellsRequester) await tellRequester(tx, rejected!, false, comment);
    return rejected!;
  }

  const next = nextPendingStep(steps.map((s) => s.status as StepStatus), index);
  if (next !== null) {
    const nextStep = steps[next]!;
    await tx.update(approvalRequestSteps).set({ status: 'pending' }).where(eq(approvalRequestSteps.id, nextStep.id));
    const [moved] = await tx.update(approvalRequests).set({ currentStep: nextStep.stepOrder, updatedAt: now }).where(eq(approvalRequests.id, id)).returning();
    await tellApprovers(tx, moved!, { ...nextStep, status: 'pending' });
    return moved!;
  }
  const [approved] = await tx.update(approvalRequests).set({ status: 'approved', decidedAt: now, updatedAt: now }).where(eq(approvalRequests.id, id)).returning();
  await handler?.approved?.(tx, approved!, actor);
  if (!handler?.tellsRequester) await tellRequester(tx, approved!, true, null);
  return approved!;
}

export type WorkflowInput = {
  isActive: boolean;
  threshold?: string | null;
  steps: { approverType: 'role' | 'user'; role?: string | null; userId?: string | null; delegateUserId?: string | null; minAmount?: string | null }[];
};

/**
 * Sets the company's workflow for one kind of action. Named approvers and delegates must be
 * active accounts of the company; a percentage threshold is at most 100, an amount one any. Requests already open
 * keep the steps they were given.
 */
export async function setWorkflow(tx: Tx, companyId: string, source: ApprovalSource, input: WorkflowInput, userId: string | null) {
  const threshold = SOURCE_MEASURE[source] === 'none' ? null : (input.threshold ?? null);
  // A percentage kind without one would gate every record, even at 0%.
  if (SOURCE_MEASURE[source] === 'percent' && threshold === null) throw new AppError(400, 'validation_failed', { threshold: 'required' });
  if (SOURCE_MEASURE[source] === 'percent' && threshold !== null && compareMoney(threshold, '100') > 0) throw new AppError(400, 'validation_failed', { threshold: 'approval_threshold_percent' });
  const known = new Set((await approvers(tx)).map((p) => p.userId));
  input.steps.forEach((s, i) => {
    if (s.approverType === 'user' && !known.has(s.userId!)) throw new AppError(400, 'validation_failed', { [`steps.${i}.userId`]: 'approval_approver_not_found' });
    if (s.delegateUserId && !known.has(s.delegateUserId)) throw new AppError(400, 'validation_failed', { [`steps.${i}.delegateUserId`]: 'approval_approver_not_found' });
  });
  const steps = input.steps.map((s) => ({
    approverType: s.approverType,
    role: s.approverType === 'role' ? (s.role ?? null) : null,
    userId: s.approverType === 'user' ? (s.userId ?? null) : null,
    delegateUserId: s.delegateUserId ?? null,
    minAmount: s.minAmount ?? null,
  }));
  await tx
    .insert(approvalWorkflows)
    .values({ companyId, sourceType: source, threshold, isActive: input.isActive, steps, createdBy: userId })
    .onConflictDoUpdate({ target: [approvalWorkflows.companyId, approvalWorkflows.sourceType], set: { threshold, isActive: input.isActive, steps, updatedAt: new Date() } });
}
