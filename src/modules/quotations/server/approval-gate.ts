// A quotation's discount under the company's approval workflow (issue 20, "quotation_discount").
// A quotation whose discount is above the workflow's percentage is not sent to the client (no
// approval link is made) until the last step approves it; it stays a draft meanwhile, and sending
// again returns the same request. The approval covers the contract the quotation becomes, so the
// contract's own discount workflow does not ask again for what was approved. A rejection is final
// for the quotation (it cannot be edited): the agent makes a new one with a smaller discount.
import type { Tx } from '../../../server/db/client';
import { AppError } from '../../../server/http/errors';
import { discountPercent } from '../../../core/approvals';
import { approvalCovers, approvalHistory, assertApproved, gateAction, openRequestsFor, type ApprovalActor } from '../../admin/server/approvals';
import type { quotations } from './tables';

type Quotation = typeof quotations.$inferSelect;
const SOURCE = 'quotation_discount' as const;

/** The discount as a percentage of what it is taken from (the rental and its extras). */
export const quotationDiscountPercent = (q: Pick<Quotation, 'discount' | 'subtotal'>) => discountPercent(q.discount, q.subtotal);

/**
 * Before the quotation is sent: null when it may go (no workflow, within its percentage, or
 * approved), else the request it now waits on (opened now, or the one already open). Refused
 * (409) when its discount was rejected.
 */
export async function gateQuotationSend(tx: Tx, q: Quotation, requestedBy: string | null) {
  const percent = quotationDiscountPercent(q);
  try {
    await assertApproved(tx, SOURCE, q.id, percent);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'approval_rejected') throw new AppError(409, 'quotation_discount_rejected', undefined, error.params);
    if (error.code !== 'approval_pending' && error.code !== 'approval_required') throw error;
  }
  const shown = percent.replace(/\.?0+$/, ''); // 20.000 → 20, 12.500 → 12.5
  const gate = await gateAction(tx, {
    source: SOURCE,
    sourceId: q.id,
    measure: percent,
    amount: q.discount,
    title: { ar: `خصم ${shown}٪ في عرض السعر ${q.quotationNumber}`, en: `Discount of ${shown}% on quotation ${q.quotationNumber}` },
    link: `/quotations/${q.id}`,
    requestedBy,
  });
  return gate.status === 'pending' ? gate.request : null;
}

/** Whether the quotation's discount was approved at this percentage or more (for the contract made from it). */
export const quotationDiscountApproved = (tx: Tx, quotationId: string, percent: string) => approvalCovers(tx, SOURCE, quotationId, percent);

/** The quotation's approval requests with their steps, for its page. */
export const quotationApprovals = (tx: Tx, quotationId: string, actor: ApprovalActor) => approvalHistory(tx, SOURCE, quotationId, actor);

/** The open discount request of each of a list page's quotations, by quotation id. */
export const quotationsAwaitingApproval = (tx: Tx, quotationIds: readonly string[]) => openRequestsFor(tx, SOURCE, quotationIds);
