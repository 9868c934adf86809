// Every money event of the owners module and the journal lines it posts (decision 031), through
// the finance module's postEvent inside the event's transaction, idempotently by (payout, 'paid').
// The monthly owner settlement (collected rent and commission into owners_payable) belongs to
// the daily lease run (decision 033); maintenance charged to an owner posts on completion.
//
//   payout paid   Dr owners_payable (party owner)   Cr payment_cash (cash)
//                                                    Cr payment_bank_transfer (transfer or cheque:
//                                                       an outgoing cheque is paid from the bank)
import type { Tx } from '../../../server/db/client';
import { ledgerReady, paymentMappingKey, postEvent } from '../../finance/server';

type Payout = { id: string; companyId: string; payoutNumber: string; ownerId: string; payoutDate: string; amount: string; method: string };

export async function postOwnerPayout(tx: Tx, payout: Payout, owner: { nameAr: string }, opts: { userId: string | null; date?: string }) {
  if (!(await ledgerReady(tx, payout.companyId))) return null;
  const party = { type: 'owner' as const, id: payout.ownerId };
  const { entry } = await postEvent(tx, {
    companyId: payout.companyId,
    source: { type: 'owner_payout', id: payout.id },
    event: 'paid',
    date: opts.date ?? payout.payoutDate,
    description: { ar: `دفعة للمالك ${owner.nameAr} ${payout.payoutNumber}`, en: `Owner payout ${payout.payoutNumber}` },
    reference: payout.payoutNumber,
    lines: [
      { mapping: 'owners_payable', debit: payout.amount, party },
      { mapping: paymentMappingKey(payout.method === 'cash' ? 'cash' : 'bank_transfer'), credit: payout.amount },
    ],
    userId: opts.userId,
  });
  return entry;
}
