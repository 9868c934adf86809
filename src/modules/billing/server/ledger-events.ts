// Every money event of billing and the journal lines it posts, in one place (decision 031).
// Each runs inside the event's own transaction through the finance module's postEvent /
// reverseEvent, idempotently by (source, event): calling one twice posts once.
//
//   invoice issued     Dr receivables (total)  Dr sales_discounts (discount)
//                      Cr <revenue of each line's charge kind> (line totals)  Cr vat_payable (tax)
//   invoice cancelled  the mirror of 'issued', on the cancellation date
//   payment received   Dr payment_<method> (amount)
//                      Cr receivables, one line per invoice it is allocated to
//                      Cr customer_credit (what is left unallocated: an over-payment)
//   payment bounced    the mirror of 'received', on the day the bank returned the cheque
//   deposit applied    a payment of method 'deposit' (contract close):
//                      Dr deposits_held  Cr deposit_applied (by default the receivables account)
//   payment refunded   Dr customer_credit  Cr payment_<method>: the unallocated part paid back
import type { Tx } from '../../../server/db/client';
import { splitInclusive } from '../../../core/finance';
import { compareMoney, resolveCurrency, subtractMoney, sumMoney } from '../../../core/money';
import { ledgerReady, paymentMappingKey, postEvent, reverseEvent, type MappingKey, type PostingLine } from '../../finance/server';

type Invoice = { id: string; companyId: string; invoiceNumber: string; customerId: string; kind: string; issueDate: string; currency: string; subtotal: string; discount: string; taxRate: string; taxAmount: string; pricesIncludeTax: boolean; total: string };
type Payment = { id: string; companyId: string; paymentNumber: string; customerId: string; paymentDate: string; method: string; amount: string };
export type Allocation = { invoiceId: string; invoiceNumber: string; amount: string };

const REVENUE_OF_CODE: Record<string, MappingKey> = {
  rental: 'rental_revenue',
  extra_km: 'extra_km_revenue',
  late: 'late_return_revenue',
  fuel: 'fuel_revenue',
  damage: 'damage_revenue',
  fines: 'fines_revenue',
  // Agreed extras (a child seat, GPS) are not rent: they show apart, as other revenue.
  extras: 'other_revenue',
  extra: 'other_revenue',
  // Leases (decision 033): rent by use, an owner's rent held for the owner until collected,
  // late fees, the agency fee, costs recharged to the tenant and the returned-cheque fee.
  rent_residential: 'rent_revenue_residential',
  rent_commercial: 'rent_revenue_commercial',
  owner_rent: 'owner_rent_billed',
  late_fee: 'late_fee_revenue',
  lease_commission: 'lease_commission_revenue',
  service_charge: 'service_charge_revenue',
  bounce_fee: 'late_fee_revenue',
};
const REVENUE_OF_KIND: Record<string, MappingKey> = { rental: 'rental_revenue', damages: 'damage_revenue', fines: 'fines_revenue' };

/** The revenue account key of an invoice line: its charge code, else the invoice's kind. */
export function revenueKey(code: string, kind: string): MappingKey {
  return REVENUE_OF_CODE[code] ?? REVENUE_OF_KIND[kind] ?? 'other_revenue';
}

const positive = (amount: string) => compareMoney(amount, '0') > 0;

/**
 * The lines of an issued invoice; zero amounts are left out (a fully discounted line, no tax).
 * Revenue and discount are net of VAT: an invoice priced tax-inclusive has the VAT taken out of
 * each line and of its discount (splitInclusive), so the entry still balances to the last fils.
 * The VAT line carries its base, the net amount taxed, for the VAT return.
 */
export function invoiceIssuedLines(invoice: Invoice, lines: ReadonlyArray<{ code: string; total: string }>): PostingLine[] {
  const party = { type: 'customer' as const, id: invoice.customerId };
  const currency = resolveCurrency(invoice.currency);
  const inclusive = invoice.pricesIncludeTax && compareMoney(invoice.taxAmount, '0') > 0;
  const split = inclusive ? splitInclusive(lines.map((l) => l.total), invoice.discount, invoice.taxRate, currency) : null;
  const discount = split ? split.netDiscount : invoice.discount;
  const revenue = new Map<MappingKey, string[]>();
  for (const [index, line] of lines.entries()) {
    const key = revenueKey(line.code, invoice.kind);
    revenue.set(key, [...(revenue.get(key) ?? []), split ? split.netLines[index]! : line.total]);
  }
  const taxBase = subtractMoney(invoice.total, invoice.taxAmount);
  const out: PostingLine[] = [
    { mapping: 'receivables', debit: invoice.total, party, description: invoice.invoiceNumber },
    { mapping: 'sales_discounts', debit: discount, party },
    ...[...revenue].map(([mapping, totals]): PostingLine => ({ mapping, credit: sumMoney(totals), party })),
    { mapping: 'vat_payable', credit: invoice.taxAmount, taxBase },
  ];
  return out.filter((l) => positive(l.debit ?? l.credit ?? '0'));
}

export async function postInvoiceIssued(tx: Tx, invoice: Invoice, lines: ReadonlyArray<{ code: string; total: string }>, opts: { userId: string | null; date?: string }) {
  if (!(await ledgerReady(tx, invoice.companyId))) return null;
  const posting = invoiceIssuedLines(invoice, lines);
  if (posting.length < 2) return null; // a zero invoice moves no money
  const { entry } = await postEvent(tx, {
    companyId: invoice.companyId,
    source: { type: 'invoice', id: invoice.id },
    event: 'issued',
    date: opts.date ?? invoice.issueDate,
    description: { ar: `فاتورة ${invoice.invoiceNumber}`, en: `Invoice ${invoice.invoiceNumber}` },
    reference: invoice.invoiceNumber,
    lines: posting,
    userId: opts.userId,
  });
  return entry;
}

/** Cancelling reverses the issue entry; one never posted (a zero invoice) has nothing to undo. */
export async function postInvoiceCancelled(tx: Tx, invoice: Invoice, lines: ReadonlyArray<{ code: string; total: string }>, opts: { userId: string | null; date: string; issueDate?: string }) {
  const issued = await postInvoiceIssued(tx, invoice, lines, { userId: opts.userId, date: opts.issueDate });
  if (!issued) return null;
  const { entry } = await reverseEvent(tx, { companyId: invoice.companyId, source: { type: 'invoice', id: invoice.id }, event: 'issued', date: opts.date < issued.entryDate ? issued.entryDate : opts.date, userId: opts.userId });
  return entry;
}

/** The lines of a payment: the money in (or the deposit used) against what it settles. */
export function paymentLines(payment: Payment, allocations: readonly Allocation[]): PostingLine[] {
  const party = { type: 'customer' as const, id: payment.customerId };
  const deposit = payment.method === 'deposit';
  const unallocated = subtractMoney(payment.amount, sumMoney(allocations.map((a) => a.amount)));
  const out: PostingLine[] = [
    { mapping: deposit ? 'deposits_held' : paymentMappingKey(payment.method as 'cash' | 'cheque' | 'bank_transfer' | 'card'), debit: payment.amount, party, description: payment.paymentNumber },
    ...allocations.map((a): PostingLine => ({ mapping: deposit ? 'deposit_applied' : 'receivables', credit: a.amount, party, description: a.invoiceNumber })),
    { mapping: 'customer_credit', credit: unallocated, party },
  ];
  return out.filter((l) => positive(l.debit ?? l.credit ?? '0'));
}

export async function postPaymentReceived(tx: Tx, payment: Payment, allocations: readonly Allocation[], opts: { userId: string | null; date?: string }) {
  if (!(await ledgerReady(tx, payment.companyId))) return null;
  const deposit = payment.method === 'deposit';
  const { entry } = await postEvent(tx, {
    companyId: payment.companyId,
    source: { type: 'payment', id: payment.id },
    event: deposit ? 'deposit_applied' : 'received',
    date: opts.date ?? payment.paymentDate,
    description: deposit
      ? { ar: `خصم من التأمين ${payment.paymentNumber}`, en: `Deposit applied ${payment.paymentNumber}` }
      : { ar: `سند قبض ${payment.paymentNumber}`, en: `Receipt ${payment.paymentNumber}` },
    reference: payment.paymentNumber,
    lines: paymentLines(payment, allocations),
    userId: opts.userId,
  });
  return entry;
}

/** A bounced cheque reverses its receipt; a receipt never posted (no books then) is posted first. */
export async function postPaymentBounced(tx: Tx, payment: Payment, allocations: readonly Allocation[], opts: { userId: string | null; date: string; receivedDate?: string }) {
  const received = await postPaymentReceived(tx, payment, allocations, { userId: opts.userId, date: opts.receivedDate });
  if (!received) return null;
  const { entry } = await reverseEvent(tx, { companyId: payment.companyId, source: { type: 'payment', id: payment.id }, event: 'received', date: opts.date < received.entryDate ? received.entryDate : opts.date, userId: opts.userId });
  return entry;
}

type Refund = { id: string; companyId: string; refundNumber: string; refundDate: string; amount: string; method: string };

/** Part of a payment's unallocated credit paid back to the customer. */
export async function postPaymentRefunded(tx: Tx, refund: Refund, payment: Pick<Payment, 'customerId' | 'paymentNumber'>, opts: { userId: string | null; date?: string }) {
  if (!(await ledgerReady(tx, refund.companyId))) return null;
  const party = { type: 'customer' as const, id: payment.customerId };
  const { entry } = await postEvent(tx, {
    companyId: refund.companyId,
    source: { type: 'payment_refund', id: refund.id },
    event: 'refunded',
    date: opts.date ?? refund.refundDate,
    description: { ar: `رد مبلغ ${refund.refundNumber} من السند ${payment.paymentNumber}`, en: `Refund ${refund.refundNumber} of receipt ${payment.paymentNumber}` },
    reference: refund.refundNumber,
    lines: [
      { mapping: 'customer_credit', debit: refund.amount, party, description: payment.paymentNumber },
      { mapping: paymentMappingKey(refund.method as 'cash'), credit: refund.amount, party },
    ],
    userId: opts.userId,
  });
  return entry;
}
