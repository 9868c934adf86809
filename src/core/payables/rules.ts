// The rules of vendor payables (decision 051), pure: line and document totals in exact decimals,
// a bill's due date from the vendor's terms, the aging bucket of a day past due, a payment's
// allocations checked against what each bill still owes, and a statement's running balance.
import { addDays, daysBetween } from '../leasing/calendar';
import { addMoney, compareMoney, multiplyMoney, parseMoney, subtractMoney, sumMoney, type CurrencyCode } from '../money';

export const PO_STATUSES = ['draft', 'approved', 'received', 'billed', 'closed', 'cancelled'] as const;
export type PoStatus = (typeof PO_STATUSES)[number];
export const PO_ACTIONS = ['approve', 'receive', 'close', 'cancel'] as const;
export type PoAction = (typeof PO_ACTIONS)[number];
export const VENDOR_PAYMENT_METHODS = ['cash', 'cheque', 'bank_transfer', 'card'] as const;
export type VendorPaymentMethod = (typeof VENDOR_PAYMENT_METHODS)[number];
export const BILL_STATES = ['open', 'partial', 'paid', 'cancelled'] as const;
export type BillState = (typeof BILL_STATES)[number];

/** Which status each action leads to, from which. Billing a received order is the bill's own step. */
const TRANSITIONS: Record<PoAction, { from: readonly PoStatus[]; to: PoStatus }> = {
  approve: { from: ['draft'], to: 'approved' },
  receive: { from: ['approved'], to: 'received' },
  close: { from: ['billed'], to: 'closed' },
  cancel: { from: ['draft', 'approved'], to: 'cancelled' },
};

/** The status after `action`, or null when the order's status does not allow it. */
export function nextPoStatus(status: PoStatus, action: PoAction): PoStatus | null {
  const t = TRANSITIONS[action];
  return t.from.includes(status) ? t.to : null;
}

export type LineInput = { quantity: string; unitPrice: string; vatRate: string };
export type LineAmounts = { net: string; vat: string; total: string };

/** A percentage with up to two decimals as an exact factor: '5' → '0.0500', '12.5' → '0.1250'. */
export function percentFactor(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const basisPoints = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  return `${basisPoints / 10000n}.${(basisPoints % 10000n).toString().padStart(4, '0')}`;
}

/** A line: net = quantity × unit price, VAT = net × rate, each rounded to the currency. */
export function lineAmounts(line: LineInput, currency: CurrencyCode): LineAmounts {
  const net = multiplyMoney(line.unitPrice, line.quantity, currency);
  const vat = multiplyMoney(net, percentFactor(line.vatRate), currency);
  return { net, vat, total: parseMoney(addMoney(net, vat), currency) };
}

/** A document's totals are the sums of its rounded lines (what the ledger posts line by line). */
export function documentTotals(lines: readonly LineInput[], currency: CurrencyCode): { lines: LineAmounts[]; subtotal: string; vat: string; total: string } {
  const amounts = lines.map((l) => lineAmounts(l, currency));
  const subtotal = parseMoney(sumMoney(amounts.map((a) => a.net)), currency);
  const vat = parseMoney(sumMoney(amounts.map((a) => a.vat)), currency);
  return { lines: amounts, subtotal, vat, total: parseMoney(addMoney(subtotal, vat), currency) };
}

/** Bill date + the vendor's payment terms in days. */
export function dueDateOf(billDate: string, termsDays: number): string {
  return addDays(billDate, termsDays);
}

export const PAYABLES_BUCKETS = ['current', '1_30', '31_60', '61_90', '90_plus'] as const;
export type PayablesBucket = (typeof PAYABLES_BUCKETS)[number];

/** Days past the due date on `asOf` (0 or less: not yet due). */
export function daysPastDue(dueDate: string, asOf: string): number {
  return daysBetween(dueDate, asOf);
}

export function payablesBucket(days: number): PayablesBucket {
  if (days <= 0) return 'current';
  if (days <= 30) return '1_30';
  if (days <= 60) return '31_60';
  if (days <= 90) return '61_90';
  return '90_plus';
}

export function billState(total: string, paid: string, cancelledOn: string | null = null): BillState {
  if (cancelledOn) return 'cancelled';
  if (compareMoney(paid, '0') <= 0) return 'open';
  return compareMoney(paid, total) >= 0 ? 'paid' : 'partial';
}

export type AllocationInput = { billId: string; amount: string };
export type AllocationError = { error: 'invalid_amount' | 'duplicate_bill' | 'unknown_bill'; billId?: string } | { error: 'over_allocation'; billId: string; balance: string };

/**
 * A payment's allocations against the vendor's open bills (`balances`: bill id → what it still
 * owes). Each amount is positive and at most its bill's balance; a bill appears once. Returns the
 * rounded allocations and their sum (the payment's amount), or the first error.
 */
export function checkAllocations(allocations: readonly AllocationInput[], balances: ReadonlyMap<string, string>, currency: CurrencyCode): { allocations: AllocationInput[]; amount: string } | AllocationError {
  const seen = new Set<string>();
  const out: AllocationInput[] = [];
  for (const a of allocations) {
    if (seen.has(a.billId)) return { error: 'duplicate_bill', billId: a.billId };
    seen.add(a.billId);
    const balance = balances.get(a.billId);
    if (balance === undefined) return { error: 'unknown_bill', billId: a.billId };
    let amount: string;
    try {
      amount = parseMoney(a.amount, currency);
    } catch {
      return { error: 'invalid_amount', billId: a.billId };
    }
    if (compareMoney(amount, '0') <= 0) return { error: 'invalid_amount', billId: a.billId };
    if (compareMoney(amount, balance) > 0) return { error: 'over_allocation', billId: a.billId, balance: parseMoney(balance, currency) };
    out.push({ billId: a.billId, amount });
  }
  return { allocations: out, amount: parseMoney(sumMoney(out.map((a) => a.amount)), currency) };
}

/** A cancelled bill stays on the statement on its date and is taken off again on the day it was cancelled. */
export type StatementEvent = { date: string; kind: 'bill' | 'payment' | 'cancellation'; number: string; reference: string | null; amount: string; order: string };
export type StatementRow = StatementEvent & { debit: string; credit: string; balance: string };

/**
 * A vendor statement from the company's side: a bill raises what the company owes (credit), a
 * payment or a bill's cancellation lowers it (debit). Events in date order (on a day: bills, then
 * cancellations, then payments), each with the running balance after it; the closing balance is
 * the last one (the opening when there is none). `paid` counts payments only.
 */
export function statementRows(opening: string, events: readonly StatementEvent[], currency: CurrencyCode): { rows: StatementRow[]; closing: string; billed: string; paid: string } {
  const rank = { bill: 0, cancellation: 1, payment: 2 } as const;
  const sorted = [...events].sort((a, b) => (a.date === b.date ? rank[a.kind] - rank[b.kind] || a.order.localeCompare(b.order) : a.date < b.date ? -1 : 1));
  const zero = parseMoney('0', currency);
  let balance = parseMoney(opening, currency);
  let billed = zero;
  let paid = zero;
  const rows = sorted.map((e) => {
    const amount = parseMoney(e.amount, currency);
    if (e.kind === 'bill') {
      balance = parseMoney(addMoney(balance, amount), currency);
      billed = parseMoney(addMoney(billed, amount), currency);
      return { ...e, amount, debit: zero, credit: amount, balance };
    }
    balance = parseMoney(subtractMoney(balance, amount), currency);
    if (e.kind === 'payment') paid = parseMoney(addMoney(paid, amount), currency);
    return { ...e, amount, debit: amount, credit: zero, balance };
  });
  return { rows, closing: balance, billed, paid };
}
