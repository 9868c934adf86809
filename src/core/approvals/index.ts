// Approvals that gate (issue 20): the pure rules. What can need approval, how a discount is
// measured against a workflow's percentage (and an entry against its amount), which steps a request gets, who may act on a step,
// and where a request goes after each decision.
import { compareMoney } from '../money';

/** What a workflow can gate: each kind's module calls the approvals service before the action. */
export const APPROVAL_SOURCES = ['contract_discount', 'quotation_discount', 'deposit_refund', 'lease_deposit_refund', 'journal_entry', 'purchase_order', 'leave', 'dispatch_permit', 'fine_waiver', 'payment_refund'] as const;
export type ApprovalSource = (typeof APPROVAL_SOURCES)[number];

/**
 * How each kind is measured against its workflow's threshold: a discount's percentage (a threshold
 * is required, or every contract would wait), an amount in the company currency (no threshold:
 * every record waits, a maker-checker rule), or nothing (always gated while the workflow is on).
 */
export const APPROVAL_MEASURES = ['percent', 'amount', 'none'] as const;
export type ApprovalMeasure = (typeof APPROVAL_MEASURES)[number];
export const SOURCE_MEASURE: Record<ApprovalSource, ApprovalMeasure> = {
  contract_discount: 'percent',
  quotation_discount: 'percent',
  deposit_refund: 'amount',
  lease_deposit_refund: 'amount',
  journal_entry: 'amount',
  purchase_order: 'amount',
  leave: 'none',
  dispatch_permit: 'none',
  fine_waiver: 'amount',
  payment_refund: 'amount',
};

/**
 * The company module whose records each kind gates: a company without that module switched on
 * (a real-estate firm has no rental contracts or fleet) is not offered the kind.
 */
export const SOURCE_MODULE: Record<ApprovalSource, string> = {
  contract_discount: 'contracts',
  quotation_discount: 'quotations',
  deposit_refund: 'contracts',
  lease_deposit_refund: 'property_contracts',
  journal_entry: 'finance',
  purchase_order: 'finance',
  leave: 'hr',
  dispatch_permit: 'fleet',
  fine_waiver: 'fleet',
  payment_refund: 'finance',
};

/** The kinds a company with these modules switched on may set a workflow for. */
export const offeredSources = (activeModules: readonly string[]): ApprovalSource[] => APPROVAL_SOURCES.filter((s) => activeModules.includes(SOURCE_MODULE[s]));

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export type StepStatus = 'waiting' | 'pending' | 'approved' | 'rejected' | 'skipped' | 'cancelled';

export type StepRule = { approverType: 'role' | 'user'; role: string | null; userId: string | null; delegateUserId: string | null; minAmount: string | null };

function scaled(value: string): { units: bigint; scale: number } {
  const [whole = '0', fraction = ''] = value.replace(/^-/, '').split('.');
  const units = BigInt(`${whole}${fraction}` || '0');
  return { units: value.startsWith('-') ? -units : units, scale: fraction.length };
}

/**
 * A discount as a percentage of what it is taken from, to 3 decimals, rounded half up:
 * 12.500 of 100.000 is "12.500". Nothing to discount from reads as 0.
 */
export function discountPercent(discount: string, subtotal: string): string {
  const d = scaled(discount);
  const s = scaled(subtotal);
  if (s.units <= 0n || d.units <= 0n) return '0.000';
  const scale = Math.max(d.scale, s.scale);
  const dn = d.units * 10n ** BigInt(scale - d.scale);
  const sn = s.units * 10n ** BigInt(scale - s.scale);
  // percent × 1000, rounded half up.
  const milli = (dn * 100_000n * 2n + sn) / (sn * 2n);
  const text = milli.toString().padStart(4, '0');
  return `${text.slice(0, -3)}.${text.slice(-3)}`;
}

/** A workflow gates an action when it is active and the measure exceeds its threshold (or it has none). */
export function needsApproval(workflow: { isActive: boolean; threshold: string | null } | null | undefined, measure: string | null): boolean {
  if (!workflow || !workflow.isActive) return false;
  if (workflow.threshold === null || measure === null) return true;
  return compareMoney(measure, workflow.threshold) > 0;
}

/**
 * The statuses a new request's steps start in: a step whose amount threshold the request does not
 * reach, or that nobody but the requester (or the person the request is about) could act on, is
 * skipped; the first remaining step is pending, the rest wait. If no step is left, the first one
 * someone can act on applies, so no gated request passes unseen; null when nobody can act on any
 * (the caller then hands the request to the company admin).
 */
export function initialStepStatuses(steps: readonly Pick<StepRule, 'minAmount'>[], amount: string | null, actable: readonly boolean[] = steps.map(() => true)): StepStatus[] | null {
  const reaches = steps.map((s) => s.minAmount === null || amount === null || compareMoney(amount, s.minAmount) >= 0);
  let applies = steps.map((_, i) => reaches[i]! && actable[i] !== false);
  if (!applies.some(Boolean)) {
    const first = steps.findIndex((_, i) => actable[i] !== false);
    if (first < 0) return null;
    applies = steps.map((_, i) => i === first);
  }
  let first = true;
  return applies.map((a) => {
    if (!a) return 'skipped';
    if (first) {
      first = false;
      return 'pending';
    }
    return 'waiting';
  });
}

/**
 * Who may act on a step: its named person or role, or its delegate; never the requester nor the
 * person the request is about (an employee's own leave filed by HR), listed in `excluded`.
 */
export function mayActOnStep(step: StepRule, actor: { userId: string; roles: readonly string[] }, excluded: readonly (string | null | undefined)[]): boolean {
  if (excluded.includes(actor.userId)) return false;
  if (step.delegateUserId && step.delegateUserId === actor.userId) return true;
  if (step.approverType === 'user') return step.userId === actor.userId;
  return step.role !== null && actor.roles.includes(step.role);
}

/** After a step approves: the next waiting step, or null when the request is fully approved. */
export function nextPendingStep(statuses: readonly StepStatus[], decidedIndex: number): number | null {
  for (let i = decidedIndex + 1; i < statuses.length; i += 1) if (statuses[i] === 'waiting') return i;
  return null;
}
