// A purchase order under the company's approval workflow (issue 20, "purchase_order"). When the
// workflow is on and the order's total is above its amount (or it has none: every order, a
// maker-checker rule), approving a draft opens an approval request instead and the order stays a
// draft, held: it cannot be approved around the request, and the last step's approval approves it
// in the approver's name. A rejection leaves it a draft to cancel or ask again (a new request);
// cancelling the draft withdraws the request.
import type { Tx } from '../../../server/db/client';
import { companyContext } from '../../../server/http/fields';
import type { CurrencyCode } from '../../../core/money';
import { cancelOpenRequest, gateAmount, onApprovalDecided, openRequestsFor, proceedOrTell } from '../../admin/server/approvals';
import type { Order, Vendor, Who } from './service';

const SOURCE = 'purchase_order' as const;

/**
 * Before approving a draft: null when it may be approved now (no workflow, below its amount, or an
 * approval already covers this total), else the request it now waits on (opened now, or already open).
 */
export function gateOrderApproval(tx: Tx, order: Order, vendor: Vendor, currency: CurrencyCode, requestedBy: string | null) {
  return gateAmount(tx, {
    source: SOURCE,
    sourceId: order.id,
    amount: order.total,
    currency,
    title: (shown) => ({ ar: `اعتماد أمر الشراء ${order.number} للمورد ${vendor.nameAr} بمبلغ ${shown.ar}`, en: `Approving purchase order ${order.number} to ${vendor.nameEn ?? vendor.nameAr} for ${shown.en}` }),
    link: `/finance/purchase-orders?q=${encodeURIComponent(order.number)}`,
    requestedBy,
  });
}

export const withdrawOrderApproval = (tx: Tx, orderId: string) => cancelOpenRequest(tx, SOURCE, orderId);

/** Each listed order's open request, for the list to show it waiting instead of offering approval. */
export const ordersAwaitingApproval = (tx: Tx, orderIds: readonly string[]) => openRequestsFor(tx, SOURCE, orderIds);

type Approve = (tx: Tx, orderId: string, who: Who) => Promise<unknown>;

/**
 * What the last approval does: approves the order through the same action a person takes (the
 * approval now covers its total), dated the approver's today and in their name.
 */
export function registerOrderApprovals(lock: (tx: Tx, orderId: string) => Promise<unknown>, approve: Approve) {
  onApprovalDecided(SOURCE, {
    lock: async (tx, id) => void (await lock(tx, id)),
    approved: async (tx, request, actor) => {
      const company = await companyContext(tx);
      const who = { companyId: request.companyId, userId: actor.userId, today: company.today, currency: company.currency };
      await proceedOrTell(tx, request, (inner) => approve(inner, request.sourceId, who), {
        title: { ar: `تمت الموافقة على ${request.requestNumber} لكن أمر الشراء لم يُعتمد`, en: `${request.requestNumber} was approved but the purchase order was not` },
        message: { ar: 'تغيّر أمر الشراء منذ الطلب فلم يُعتمد؛ راجعه', en: 'The purchase order changed since the request and was not approved; check it' },
        relatedType: 'purchase_order',
      });
    },
  });
}
