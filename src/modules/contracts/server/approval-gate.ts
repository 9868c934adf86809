// A contract's discount under the company's approval workflow (issue 20, "contract_discount"). A
// contract whose discount is above the workflow's percentage is made as a draft with an approval
// request open; it cannot be reserved or handed over (also not by calling those routes directly)
// until the last step approves. If the agent asked for a reservation, approval makes it; a
// rejection leaves the contract a draft, to be changed, asked for again or cancelled.
import type { Tx } from '../../../server/db/client';
import { discountPercent } from '../../../core/approvals';
import { addMoney } from '../../../core/money';
import { approvalHistory, assertApproved, cancelOpenRequest, gateAction, onApprovalDecided, proceedOrTell } from '../../admin/server/approvals';
import { quotationDiscountApproved } from '../../quotations/server/approval-gate';
import type { contracts } from './tables';

type Contract = typeof contracts.$inferSelect;
const SOURCE = 'contract_discount' as const;

/** The discount as a percentage of what it is taken from (the rental and its extras). */
export function contractDiscountPercent(contract: Pick<Contract, 'discount' | 'rentalAmount' | 'extras'>): string {
  const subtotal = (contract.extras ?? []).reduce((sum, e) => addMoney(sum, e.amount), contract.rentalAmount);
  return discountPercent(contract.discount, subtotal);
}

/** Opens (or finds) the contract's approval request when its discount needs one. */
export async function gateContractDiscount(tx: Tx, contract: Contract, requestedBy: string | null, then: 'reserve' | null) {
  const percent = contractDiscountPercent(contract);
  if (await discountApprovedOnQuotation(tx, contract.quotationId, percent)) return { status: 'approved' as const };
  const shown = percent.replace(/\.?0+$/, ''); // 20.000 → 20, 12.500 → 12.5
  return gateAction(tx, {
    source: SOURCE,
    sourceId: contract.id,
    measure: percent,
    amount: contract.discount,
    title: { ar: `خصم ${shown}٪ على العقد ${contract.contractNumber}`, en: `Discount of ${shown}% on contract ${contract.contractNumber}` },
    link: `/contracts/${contract.id}`,
    requestedBy,
    metadata: { then },
  });
}

/**
 * Whether the discount was approved on the quotation the contract is made from (the same
 * percentage or more): the contract does not ask again for what the client was offered.
 */
export async function discountApprovedOnQuotation(tx: Tx, quotationId: string | null | undefined, percent: string) {
  return Boolean(quotationId) && (await quotationDiscountApproved(tx, quotationId!, percent));
}

/** Before a reservation or hand-over: refused (409) while the discount awaits approval or was rejected. */
export async function assertDiscountApproved(tx: Tx, contract: Contract) {
  const percent = contractDiscountPercent(contract);
  if (await discountApprovedOnQuotation(tx, contract.quotationId, percent)) return;
  await assertApproved(tx, SOURCE, contract.id, percent);
}

export function withdrawDiscountRequest(tx: Tx, contractId: string) {
  return cancelOpenRequest(tx, SOURCE, contractId);
}

/** The contract's approval requests with their steps, for its page. */
export function contractApprovals(tx: Tx, contractId: string, actor: { userId: string; roles: readonly string[] }) {
  return approvalHistory(tx, SOURCE, contractId, actor);
}

/** What approval does: the reservation the agent asked for, when the vehicle is still free. */
export function registerContractApprovals(reserve: (tx: Tx, id: string) => Promise<unknown>, lock: (tx: Tx, id: string) => Promise<unknown>) {
  onApprovalDecided(SOURCE, {
    lock: async (tx, id) => void (await lock(tx, id)),
    approved: async (tx, request) => {
      if (request.metadata.then !== 'reserve') return;
      // If the vehicle was booked meanwhile, the approval stands and the contract stays a draft
      // for the agent to reserve or change; the agent is told why.
      await proceedOrTell(tx, request, (inner) => reserve(inner, request.sourceId), (refused) => {
        const number = String(refused.params?.number ?? '');
        return {
          title: { ar: `تمت الموافقة على ${request.requestNumber} لكن الحجز لم يتم`, en: `${request.requestNumber} was approved but the booking was not made` },
          message: number
            ? { ar: `المركبة محجوزة في هذه الفترة بالعقد ${number}؛ العقد باقٍ مسودة`, en: `The vehicle is booked over these dates by contract ${number}; the contract stays a draft` }
            : { ar: 'تعذر حجز المركبة لهذه الفترة؛ العقد باقٍ مسودة', en: 'The vehicle could not be booked for these dates; the contract stays a draft' },
          relatedType: 'contract',
        };
      });
    },
  });
}
