// The approvals API's shapes: workflows (what needs approval, above what, who approves in which
// order) and requests with their steps.
import { z } from '@hono/zod-openapi';
import { APPROVAL_MEASURES, APPROVAL_SOURCES, REQUEST_STATUSES } from '../../../../core/approvals';
import { ROLES } from '../../../../core/permissions';

const decimal = z.string().trim().regex(/^\d{1,12}(\.\d{1,3})?$/, 'invalid_amount');
/** The roles a step may name: every company role (the super admin is the platform's, not a company's). */
export const STEP_ROLES = ROLES.filter((r) => r !== 'super_admin');

export const sourceParam = z.object({ sourceType: z.enum(APPROVAL_SOURCES, { error: 'not_found' }) });
export const idParam = z.object({ id: z.string().uuid('not_found') });
export const reassignInput = z.object({ userId: z.string().uuid('approval_approver_not_found') }).strict();

export const stepInput = z
  .object({
    approverType: z.enum(['role', 'user']),
    role: z.enum(STEP_ROLES as unknown as [string, ...string[]], { error: 'invalid_role' }).nullish(),
    userId: z.string().uuid('approval_approver_not_found').nullish(),
    delegateUserId: z.string().uuid('approval_approver_not_found').nullish(),
    minAmount: decimal.nullish(),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (s.approverType === 'role' && !s.role) ctx.addIssue({ code: 'custom', path: ['role'], message: 'required' });
    if (s.approverType === 'user' && !s.userId) ctx.addIssue({ code: 'custom', path: ['userId'], message: 'required' });
  });

export const workflowInput = z
  .object({
    isActive: z.boolean(),
    /** A percentage for discounts (0–100), an amount for entries; ignored for kinds always gated. */
    threshold: decimal.nullish(),
    steps: z.array(stepInput).min(1, 'required').max(5),
  })
  .strict();

const person = z.object({ id: z.string(), name: z.string(), nameAr: z.string().nullable() }).nullable();

export const workflowOut = z.object({
  sourceType: z.enum(APPROVAL_SOURCES),
  measure: z.enum(APPROVAL_MEASURES),
  configured: z.boolean(),
  isActive: z.boolean(),
  threshold: z.string().nullable(),
  steps: z.array(z.object({ approverType: z.enum(['role', 'user']), role: z.string().nullable(), userId: z.string().nullable(), delegateUserId: z.string().nullable(), minAmount: z.string().nullable(), approver: person, delegate: person })),
  updatedAt: z.string().nullable(),
});

export const approverOut = z.object({ userId: z.string(), name: z.string(), nameAr: z.string().nullable(), roles: z.array(z.string()) });

export const stepOut = z.object({
  stepOrder: z.number(),
  approverType: z.string(),
  approverRole: z.string().nullable(),
  approver: person,
  delegate: person,
  status: z.string(),
  actedBy: person,
  actedAt: z.string().nullable(),
  comment: z.string().nullable(),
  /** The step waiting on nobody: no working account may act on it (its approver's access was switched off); the company admin reassigns it. */
  stranded: z.boolean(),
});

export const requestOut = z.object({
  id: z.string(),
  requestNumber: z.string(),
  sourceType: z.string(),
  sourceId: z.string(),
  titleAr: z.string(),
  titleEn: z.string(),
  link: z.string().nullable(),
  measure: z.string().nullable(),
  amount: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  currentStep: z.number(),
  rejectionReason: z.string().nullable(),
  requestedBy: person,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Whether the caller may act on the current step now. */
  mayAct: z.boolean(),
  steps: z.array(stepOut),
})
  // Named: the approvals' routes and every gated record's page (contract, entry, permit) carry it.
  .openapi('ApprovalRequest');

export const requestListQuery = z.object({
  view: z.enum(['mine', 'requested', 'all']).default('mine'),
  status: z.enum(REQUEST_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const requestListOut = z.object({ items: z.array(requestOut), total: z.number(), page: z.number(), pageSize: z.number(), toAct: z.number() });
export const decisionInput = z.object({ comment: z.string().trim().max(1000).optional() }).strict();
export const rejectionInput = z.object({ reason: z.string().trim().min(1, 'required').max(1000) }).strict();
