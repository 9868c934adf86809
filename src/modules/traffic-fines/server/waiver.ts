// Waiving a fine (issue 20's "fine_waiver"): the company forgives the renter a fine matched to
// their contract, so it is never recharged and what the company pays the authority stays its own
// cost. It differs from re-matching to the company: the renter did have the car, and the fine
// keeps that match and the reason it was forgiven.
//
// Under the company's approval workflow, a waiver above its amount (the fine and the admin fee the
// renter would have paid; with no amount, every waiver) opens an approval request and the fine
// waits, neither waived nor rechargeable, until the last step approves, which waives it in the
// approver's name with the reason asked. A rejection leaves it to recharge; cancelling the fine
// withdraws the request.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError } from '../../../server/http/errors';
import { companyContext } from '../../../server/http/fields';
import { rechargeTotal } from '../../../core/fleet';
import { approvalHistory, gateAmount, onApprovalDecided, proceedOrTell, type ApprovalActor } from '../../admin/server/approvals';
import { requireCustomer } from '../../customers/server/service';
import { feeRule } from './recharge';
import { lockFine, type Fine, type Who } from './service';
import { trafficViolations } from './tables';
import { SOURCE } from './waiver-gate';

const WAIVABLE = ['pending', 'confirmed', 'paid'];

/**
 * Waives a fine the renter answers for, with a reason. Returns the fine waived, or the approval
 * request it now waits on (the fine unchanged).
 */
export async function waiveFine(tx: Tx, id: string, reason: string, who: Who, date = who.ctx.today): Promise<{ fine: Fine; waiting: null } | { fine: Fine; waiting: { requestNumber: string } }> {
  const fine = await lockFine(tx, id);
  if (fine.waivedOn) throw new AppError(409, 'fine_waived');
  if (!WAIVABLE.includes(fine.status)) throw new AppError(409, 'fine_not_rechargeable');
  if (fine.responsible !== 'customer' || !fine.customerId) throw new AppError(409, 'fine_needs_renter');
  const currency = who.ctx.currency;
  // What the company gives up: the fine and the admin fee the renter would have been charged.
  const forgone = rechargeTotal(fine.amount, await feeRule(tx), currency).total;
  const customer = await requireCustomer(tx, fine.customerId);
  const names = { ar: customer.nameAr || customer.nameEn || '', en: customer.nameEn || customer.nameAr || '' };
  const request = await gateAmount(tx, {
    source: SOURCE,
    sourceId: fine.id,
    amount: forgone,
    currency,
    title: (shown) => ({
      ar: `التنازل عن المخالفة ${fine.violationNumber} (${fine.plate}) للعميل ${names.ar} بمبلغ ${shown.ar}`,
      en: `Waiving fine ${fine.violationNumber} (${fine.plate}) for ${names.en}: ${shown.en}`,
    }),
    link: `/fleet/traffic-violations?q=${encodeURIComponent(fine.violationNumber)}`,
    requestedBy: who.userId,
    metadata: { reason },
  });
  if (request) return { fine, waiting: { requestNumber: request.requestNumber } };
  const [row] = await tx
    .update(trafficViolations)
    .set({ waivedOn: date, waivedBy: who.userId, waiverReason: reason, updatedAt: new Date() })
    .where(eq(trafficViolations.id, id))
    .returning();
  return { fine: row!, waiting: null };
}

/** The fine's waiver requests with their steps, newest first, for its drawer. */
export const waiverApprovals = (tx: Tx, fineId: string, actor: ApprovalActor) => approvalHistory(tx, SOURCE, fineId, actor);

/** What the last approval does: the same waiver a person makes, in the approver's name, with the reason asked. */
export function registerWaiverApprovals() {
  onApprovalDecided(SOURCE, {
    lock: async (tx, id) => void (await lockFine(tx, id)),
    approved: async (tx, request, actor) => {
      const who: Who = { companyId: request.companyId, userId: actor.userId, ctx: await companyContext(tx) };
      const reason = typeof request.metadata.reason === 'string' ? request.metadata.reason : request.requestNumber;
      await proceedOrTell(tx, request, (inner) => waiveFine(inner, request.sourceId, reason, who), {
        title: { ar: `تمت الموافقة على ${request.requestNumber} لكن المخالفة لم يُتنازل عنها`, en: `${request.requestNumber} was approved but the fine was not waived` },
        message: { ar: 'تغيّرت المخالفة منذ الطلب (حُمّلت أو أُلغيت) فلم يُتنازل عنها؛ راجعها', en: 'The fine changed since the request (recharged or cancelled) and was not waived; check it' },
        relatedType: 'traffic_violation',
      });
    },
  });
}
