// Every money event of vehicle financing, in one place (decisions 031, 036), through finance's
// postEvent inside the event's transaction, idempotently by (source, event):
//
//   agreement activated  ('financing_agreement', id, 'activated')
//                         Dr financed_vehicles          total (the cars' cost)
//                         Cr vehicle_financing_payable  financed part (total − down payment)
//                         Cr payment_<method>           down payment (omitted when zero)
//   payment made         ('financing_payment', id, 'paid')
//                         Dr vehicle_financing_payable  principal
//                         Dr financing_interest_expense interest (omitted when zero)
//                         Cr payment_<method>           amount
// Interest is an expense when it is paid, never accrued up front: the payable holds principal only.
import type { Tx } from '../../../server/db/client';
import type { FinancingPaymentMethod } from '../../../core/fleet';
import { compareMoney } from '../../../core/money';
import { ledgerReady, paymentMappingKey, postEvent, type PostingLine } from '../../finance/server';

type Agreement = { id: string; companyId: string; agreementNumber: string; vendorName: string; total: string; downPayment: string; downPaymentMethod: string; financed: string };
type Payment = { id: string; amount: string; principal: string; interest: string; method: string; paidOn: string };

const nonZero = (lines: PostingLine[]) => lines.filter((l) => compareMoney(l.debit ?? l.credit ?? '0', '0') > 0);

export async function postFinancingActivated(tx: Tx, a: Agreement, opts: { date: string; userId: string | null }) {
  if (!(await ledgerReady(tx, a.companyId))) return null;
  const { entry } = await postEvent(tx, {
    companyId: a.companyId,
    source: { type: 'financing_agreement', id: a.id },
    event: 'activated',
    date: opts.date,
    description: { ar: `تمويل مركبات ${a.agreementNumber} من ${a.vendorName}`, en: `Vehicle financing ${a.agreementNumber} from ${a.vendorName}` },
    reference: a.agreementNumber,
    lines: nonZero([
      { mapping: 'financed_vehicles', debit: a.total },
      { mapping: 'vehicle_financing_payable', credit: a.financed },
      { mapping: paymentMappingKey(a.downPaymentMethod as FinancingPaymentMethod), credit: a.downPayment },
    ]),
    userId: opts.userId,
  });
  return entry;
}

export async function postFinancingPayment(tx: Tx, a: Agreement, p: Payment, opts: { userId: string | null }) {
  if (!(await ledgerReady(tx, a.companyId))) return null;
  const { entry } = await postEvent(tx, {
    companyId: a.companyId,
    source: { type: 'financing_payment', id: p.id },
    event: 'paid',
    date: p.paidOn,
    description: { ar: `سداد قسط تمويل المركبات ${a.agreementNumber}`, en: `Vehicle financing instalment paid, ${a.agreementNumber}` },
    reference: a.agreementNumber,
    lines: nonZero([
      { mapping: 'vehicle_financing_payable', debit: p.principal },
      { mapping: 'financing_interest_expense', debit: p.interest },
      { mapping: paymentMappingKey(p.method as FinancingPaymentMethod), credit: p.amount },
    ]),
    userId: opts.userId,
  });
  return entry;
}
