// The money events of traffic fines (decisions 031, 035). The recharge to the renter is a
// billing invoice (Dr receivables, Cr fines_revenue) and, from the deposit, a billing payment
// of method `deposit`: billing posts both. What this module posts itself:
//
//   fine paid to the authority   Dr traffic_fines_expense   Cr payment_<method>
//
// Cash basis: the expense is taken when the company pays, so "unrecovered fines" in the ledger
// is what was paid less what was recharged (fines_revenue), and nothing is posted for a fine
// that is only captured.
import type { Tx } from '../../../server/db/client';
import { ledgerReady, paymentMappingKey, postEvent } from '../../finance/server';

type Payment = { id: string; companyId: string; paymentNumber: string; paidOn: string; amount: string; method: string };

export async function postFinePaid(tx: Tx, payment: Payment, fine: { violationNumber: string }, userId: string | null) {
  if (!(await ledgerReady(tx, payment.companyId))) return null;
  const { entry } = await postEvent(tx, {
    companyId: payment.companyId,
    source: { type: 'traffic_fine_payment', id: payment.id },
    event: 'paid',
    date: payment.paidOn,
    description: { ar: `سداد المخالفة المرورية ${fine.violationNumber}`, en: `Traffic fine ${fine.violationNumber} paid to the authority` },
    reference: payment.paymentNumber,
    lines: [
      { mapping: 'traffic_fines_expense', debit: payment.amount },
      { mapping: paymentMappingKey(payment.method as 'cash'), credit: payment.amount },
    ],
    userId,
  });
  return entry;
}
