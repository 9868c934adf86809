// A rental deposit's refund under the company's approval workflow (issue 20, "deposit_refund").
// Closing a returned contract pays what is owed from the deposit and refunds the rest; when the
// workflow is on and that refund is above its amount (or it has none: every refund), closing opens
// an approval request instead and the contract stays returned, its deposit held, until the last
// step approves, which closes it in the approver's name (the refund then posts). A rejection leaves
// it returned, to settle otherwise and close again (a new request).
import type { Tx } from '../../../server/db/client';
import { compareMoney, type CurrencyCode } from '../../../core/money';
import { approvalHistory, cancelOpenRequest, gateAmount, onApprovalDecided, proceedOrTell, type ApprovalActor } from '../../admin/server/approvals';
import type { contracts } from './tables';

type Contract = typeof contracts.$inferSelect;
const SOURCE = 'deposit_refund' as const;

/**
 * Before closing: null when the refund may be made now (nothing to refund, no workflow, below its
 * amount, or an approval already covers it), else the request the close now waits on.
 */
export async function gateDepositRefund(tx: Tx, contract: Contract, refund: string, currency: CurrencyCode, requestedBy: string | null) {
  // Nothing to refund any more (the deposit paid a charge meanwhile): an open request is withdrawn.
  if (compareMoney(refund, '0') <= 0) {
    await cancelOpenRequest(tx, SOURCE, contract.id);
    return null;
  }
  return gateAmount(tx, {
    source: SOURCE,
    sourceId: contract.id,
    amount: refund,
    currency,
    title: (shown) => ({ ar: `رد تأمين العقد ${contract.contractNumber} بمبلغ ${shown.ar}`, en: `Refunding ${shown.en} of deposit on contract ${contract.contractNumber}` }),
    link: `/contracts/${contract.id}`,
    requestedBy,
  });
}

/** The contract's deposit-refund requests with their steps, for its page. */
export const refundApprovals = (tx: Tx, contractId: string, actor: ApprovalActor) => approvalHistory(tx, SOURCE, contractId, actor);

type Close = (tx: Tx, id: string, who: { companyId: string; userId: string }, requestedBy: string | null) => Promise<unknown>;

/**
 * What the last approval does: closes the contract through the same close a person makes, in the
 * approver's name. If it can no longer close (the contract changed meanwhile), the approval stands,
 * the contract stays returned and whoever asked is told; if the refund has grown since, a new
 * request opens, still in the name of whoever asked.
 */
export function registerRefundApprovals(close: Close, lock: (tx: Tx, id: string) => Promise<unknown>) {
  onApprovalDecided(SOURCE, {
    lock: async (tx, id) => void (await lock(tx, id)),
    approved: (tx, request, actor) =>
      proceedOrTell(tx, request, (inner) => close(inner, request.sourceId, { companyId: request.companyId, userId: actor.userId }, request.requestedBy), {
        title: { ar: `تمت الموافقة على ${request.requestNumber} لكن العقد لم يُغلق`, en: `${request.requestNumber} was approved but the contract was not closed` },
        message: { ar: 'تعذر إغلاق العقد ورد التأمين؛ راجع العقد ثم أغلقه', en: 'The contract could not be closed and its deposit refunded; check it, then close it' },
        relatedType: 'contract',
      }),
  });
}
