// Payables aging on a date (decision 051): the bills open that day — billed on or before it, less
// what payments made on or before it allocated — each in a bucket by days past its due date
// (current, 1–30, 31–60, 61–90, 90+), summed per vendor, beside the payables account's balance on
// the same day. They agree when every bill and payment is posted on its own date (decision 031).
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../server/db/client';
import { compareMoney, parseMoney, subtractMoney, sumMoney, type CurrencyCode } from '../../../core/money';
import { daysPastDue, payablesBucket, PAYABLES_BUCKETS, type PayablesBucket } from '../../../core/payables';
import { bi, iso, mappedAccountBalance, type ReportRow, type ReportTable } from '../../finance/server';

type Buckets = Record<PayablesBucket, string>;
type OpenBill = { billId: string; number: string; vendorId: string; code: string; nameAr: string; nameEn: string | null; billDate: string; dueDate: string; total: string; paid: string };

const zeros = (c: CurrencyCode) => Object.fromEntries(PAYABLES_BUCKETS.map((b) => [b, parseMoney('0', c)])) as Buckets;
const add = (a: string, b: string, c: CurrencyCode) => parseMoney(sumMoney([a, b]), c);

/** Each bill open on `asOf` (dated by then, not cancelled by then): its total and what payments dated up to that day paid on it. */
export async function openBillsAsOf(tx: Tx, asOf: string, vendorId?: string | null): Promise<OpenBill[]> {
  return queryRows<OpenBill>(
    tx,
    sql`select b.id as "billId", b.number, b.vendor_id as "vendorId", v.code, v.name_ar as "nameAr", v.name_en as "nameEn", b.bill_date::text as "billDate", b.due_date::text as "dueDate", b.total::text as total,
          coalesce((select sum(a.amount) from vendor_payment_allocations a join vendor_payments p on p.id = a.payment_id where a.bill_id = b.id and p.paid_on <= ${asOf}::date), 0)::text as paid
        from vendor_bills b join vendors v on v.id = b.vendor_id
        where b.bill_date <= ${asOf}::date and (b.cancelled_on is null or b.cancelled_on > ${asOf}::date) ${vendorId ? sql`and b.vendor_id = ${vendorId}` : sql``}
        order by v.code, b.due_date, b.number`,
  );
}

export async function payablesAging(tx: Tx, input: { companyId: string; asOf: string; vendorId?: string | null; currency: CurrencyCode }) {
  const { asOf, currency } = input;
  const vendorsById = new Map<string, { vendorId: string; code: string; nameAr: string; nameEn: string | null; buckets: Buckets; total: string; bills: Array<{ billId: string; number: string; dueDate: string; daysPastDue: number; bucket: PayablesBucket; balance: string }> }>();
  const totals = zeros(currency);
  for (const b of await openBillsAsOf(tx, asOf, input.vendorId)) {
    const balance = parseMoney(subtractMoney(b.total, b.paid), currency);
    if (compareMoney(balance, '0') === 0) continue;
    const days = daysPastDue(b.dueDate, asOf);
    const bucket = payablesBucket(days);
    let v = vendorsById.get(b.vendorId);
    if (!v) vendorsById.set(b.vendorId, (v = { vendorId: b.vendorId, code: b.code, nameAr: b.nameAr, nameEn: b.nameEn, buckets: zeros(currency), total: parseMoney('0', currency), bills: [] }));
    v.buckets[bucket] = add(v.buckets[bucket], balance, currency);
    v.total = add(v.total, balance, currency);
    totals[bucket] = add(totals[bucket], balance, currency);
    v.bills.push({ billId: b.billId, number: b.number, dueDate: b.dueDate, daysPastDue: days, bucket, balance });
  }
  const total = parseMoney(sumMoney(Object.values(totals)), currency);
  // A liability: its balance in its normal direction (credit − debit) is what the company owes.
  const account = await mappedAccountBalance(tx, { companyId: input.companyId, key: 'payables', asOf, currency, party: input.vendorId ? { type: 'vendor', id: input.vendorId } : null });
  const owed = account.balance;
  const difference = parseMoney(subtractMoney(owed, total), currency);
  return { asOf, currency, vendors: [...vendorsById.values()], totals: { buckets: totals, total }, payablesAccount: { ...account, balance: owed }, difference, reconciled: compareMoney(difference, '0') === 0 };
}

const BUCKET_LABELS: Record<PayablesBucket, ReturnType<typeof bi>> = {
  current: bi('غير مستحقة بعد', 'Current'),
  '1_30': bi('1–30 يوماً', '1–30 days'),
  '31_60': bi('31–60 يوماً', '31–60 days'),
  '61_90': bi('61–90 يوماً', '61–90 days'),
  '90_plus': bi('أكثر من 90 يوماً', 'Over 90 days'),
};

/** The aging as finance's report table (the page, Excel and PDF show it like the receivables aging). */
export function payablesAgingTable(aging: Awaited<ReturnType<typeof payablesAging>>): ReportTable {
  const rows: ReportRow[] = [];
  for (const v of aging.vendors) {
    rows.push({ style: 'subtotal', cells: { name: bi(v.nameAr, v.nameEn ?? v.nameAr), due: null, ...v.buckets, total: v.total } });
    for (const b of v.bills) rows.push({ depth: 1, cells: { name: b.number, due: b.dueDate, [b.bucket]: b.balance, total: b.balance } });
  }
  const account = aging.payablesAccount;
  const totals: ReportRow[] = [
    { style: 'total', cells: { name: bi('الإجمالي', 'Total'), due: null, ...aging.totals.buckets, total: aging.totals.total } },
    { style: 'line', cells: { name: bi(`رصيد حساب ${account.code} ${account.nameAr}`, `Balance of ${account.code} ${account.nameEn ?? account.nameAr}`), due: null, total: account.balance } },
  ];
  if (!aging.reconciled) totals.push({ style: 'line', cells: { name: bi('الفرق', 'Difference'), due: null, total: aging.difference } });
  return {
    title: bi('أعمار ذمم الموردين', 'Payables aging'),
    subtitle: aging.reconciled
      ? bi(`كما في ${iso(aging.asOf)} — مطابق لرصيد حساب ذمم الموردين`, `As of ${aging.asOf} — agrees with the payables account`)
      : bi(`كما في ${iso(aging.asOf)} — لا يطابق رصيد حساب ذمم الموردين`, `As of ${aging.asOf} — differs from the payables account`),
    currency: aging.currency,
    columns: [
      { key: 'name', label: bi('المورد / الفاتورة', 'Vendor / bill'), kind: 'text' },
      { key: 'due', label: bi('الاستحقاق', 'Due'), kind: 'date' },
      ...PAYABLES_BUCKETS.map((b) => ({ key: b, label: BUCKET_LABELS[b], kind: 'money' as const })),
      { key: 'total', label: bi('الإجمالي', 'Total'), kind: 'money' },
    ],
    rows,
    totals,
  };
}
