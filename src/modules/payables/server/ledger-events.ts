// Every money event of vendor payables, in one place (decisions 031, 051), through finance's
// postEvent inside the event's transaction, idempotently by (source, event). Every line carries
// the party (vendor, id). A purchase order posts nothing.
//
//   bill posted      ('vendor_bill', id, 'posted')
//                    Dr each line's account (purchases_expense when it names none)   net, summed per account
//                    Dr vat_input                                                   the bill's VAT (omitted when zero)
//                    Cr payables                                                    the bill's total
//   payment made     ('vendor_payment', id, 'paid')
//                    Dr payables                                                    amount
//                    Cr payment_<method>                                            amount
import type { Tx } from '../../../server/db/client';
import type { VendorPaymentMethod } from '../../../core/payables';
import { addMoney, compareMoney } from '../../../core/money';
import { ledgerReady, paymentMappingKey, postEvent, type PostingLine } from '../../finance/server';

type Vendor = { id: string; nameAr: string; nameEn: string | null };
type Bill = { id: string; companyId: string; number: string; billDate: string; vat: string; total: string; vendorReference: string | null };
type BillLine = { net: string; accountId: string | null };
type Payment = { id: string; companyId: string; number: string; paidOn: string; amount: string; method: string; reference: string | null };

const nonZero = (lines: PostingLine[]) => lines.filter((l) => compareMoney(l.debit ?? l.credit ?? '0', '0') > 0);

export async function postBill(tx: Tx, vendor: Vendor, bill: Bill, lines: readonly BillLine[], opts: { date?: string; userId: string | null }) {
  if (!(await ledgerReady(tx, bill.companyId))) return null;
  const party = { type: 'vendor' as const, id: vendor.id };
  // One debit per expense account, in the order the lines first name it.
  const byAccount = new Map<string | null, string>();
  for (const l of lines) byAccount.set(l.accountId, addMoney(byAccount.get(l.accountId) ?? '0', l.net));
  const expenses: PostingLine[] = [...byAccount].map(([accountId, net]) => (accountId ? { accountId, debit: net, party } : { mapping: 'purchases_expense', debit: net, party }));
  const { entry } = await postEvent(tx, {
    companyId: bill.companyId,
    source: { type: 'vendor_bill', id: bill.id },
    event: 'posted',
    date: opts.date ?? bill.billDate,
    description: { ar: `فاتورة المورد ${bill.number} - ${vendor.nameAr}`, en: `Vendor bill ${bill.number} - ${vendor.nameEn ?? vendor.nameAr}` },
    reference: bill.vendorReference ?? bill.number,
    lines: nonZero([...expenses, { mapping: 'vat_input', debit: bill.vat, party }, { mapping: 'payables', credit: bill.total, party }]),
    userId: opts.userId,
  });
  return entry;
}

export async function postVendorPayment(tx: Tx, vendor: Vendor, p: Payment, opts: { date?: string; userId: string | null }) {
  if (!(await ledgerReady(tx, p.companyId))) return null;
  const party = { type: 'vendor' as const, id: vendor.id };
  const { entry } = await postEvent(tx, {
    companyId: p.companyId,
    source: { type: 'vendor_payment', id: p.id },
    event: 'paid',
    date: opts.date ?? p.paidOn,
    description: { ar: `دفعة للمورد ${vendor.nameAr} ${p.number}`, en: `Payment to vendor ${vendor.nameEn ?? vendor.nameAr} ${p.number}` },
    reference: p.reference ?? p.number,
    lines: [
      { mapping: 'payables', debit: p.amount, party },
      { mapping: paymentMappingKey(p.method as VendorPaymentMethod), credit: p.amount, party },
    ],
    userId: opts.userId,
  });
  return entry;
}
