// A lease's security-deposit refund under the company's approval workflow (issue 20,
// "lease_deposit_refund"). Settling the deposit of an ended lease bills what is still due and the
// deductions, lets the deposit pay the open invoices and refunds the rest; the refund is only known
// once that is worked out, so the settlement is tried in a savepoint, and when the workflow holds a
// refund that large (above its amount, or every refund without one) it is rolled back and a request
// opens instead, keeping what was asked (date, deductions). The lease keeps its deposit held until
// the last step approves, which settles it as asked, in the approver's name.
import type { Tx } from '../../../server/db/client';
import type { CurrencyCode } from '../../../core/money';
import { approvalHistory, cancelOpenRequest, gateAmount, onApprovalDecided, proceedOrTell, wouldHold, type ApprovalActor } from '../../admin/server/approvals';
import type { Lease } from './billing-link';

const SOURCE = 'lease_deposit_refund' as const;
export type SettleAsked = { date: string; deductions?: string; deductionsNote?: string | null };

/** Whether the workflow holds a refund this large on this lease now. */
export const refundHeld = (tx: Tx, leaseId: string, refund: string) => wouldHold(tx, SOURCE, leaseId, refund);

/** Opens (or finds) the request a held refund waits on, keeping what was asked. */
export function gateLeaseRefund(tx: Tx, lease: Lease, refund: string, asked: SettleAsked, currency: CurrencyCode, requestedBy: string | null) {
  return gateAmount(tx, {
    source: SOURCE,
    sourceId: lease.id,
    amount: refund,
    currency,
    title: (shown) => ({ ar: `رد تأمين عقد الإيجار ${lease.leaseNumber} بمبلغ ${shown.ar}`, en: `Refunding ${shown.en} of security deposit on lease ${lease.leaseNumber}` }),
    link: `/properties/contracts/${lease.id}`,
    requestedBy,
    metadata: { asked },
  });
}

/** A settlement that went ahead without approval withdraws a request left open from before. */
export const withdrawLeaseRefund = (tx: Tx, leaseId: string) => cancelOpenRequest(tx, SOURCE, leaseId);

/** The lease's deposit-refund requests with their steps, for its page. */
export const leaseRefundApprovals = (tx: Tx, leaseId: string, actor: ApprovalActor) => approvalHistory(tx, SOURCE, leaseId, actor);

type Settle = (tx: Tx, id: string, asked: SettleAsked, approver: { companyId: string; userId: string }, requestedBy: string | null) => Promise<unknown>;

/** What the last approval does: settles the deposit as it was asked, in the approver's name. */
export function registerLeaseRefundApprovals(settle: Settle, lock: (tx: Tx, id: string) => Promise<unknown>) {
  onApprovalDecided(SOURCE, {
    lock: async (tx, id) => void (await lock(tx, id)),
    approved: (tx, request, actor) =>
      proceedOrTell(tx, request, (inner) => settle(inner, request.sourceId, request.metadata.asked as SettleAsked, { companyId: request.companyId, userId: actor.userId }, request.requestedBy), {
        title: { ar: `تمت الموافقة على ${request.requestNumber} لكن التأمين لم يُسوَّ`, en: `${request.requestNumber} was approved but the deposit was not settled` },
        message: { ar: 'تعذرت تسوية التأمين (قد تكون الفترة أُقفلت أو تغيّر العقد)؛ راجع العقد ثم سوِّ التأمين', en: 'The deposit could not be settled (its period may have been closed or the lease changed); check the lease, then settle it' },
        relatedType: 'lease',
      }),
  });
}
