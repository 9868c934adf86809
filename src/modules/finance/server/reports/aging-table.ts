// The receivables aging as a ReportTable, so the page and the Excel/PDF exports show it like
// every other report: one row per customer (its invoices under it), the buckets, the total, and
// the receivables account beside it with any difference named.
import type { CurrencyCode } from '../../../../core/money';
import { AGING_BUCKETS, type agingReport } from './aging';
import { bi, iso, type ReportRow, type ReportTable } from './table';

type Aging = Awaited<ReturnType<typeof agingReport>>;

const BUCKET_LABELS = { '0_30': bi('0–30 يوماً', '0–30 days'), '31_60': bi('31–60 يوماً', '31–60 days'), '61_90': bi('61–90 يوماً', '61–90 days'), '90_plus': bi('أكثر من 90 يوماً', 'Over 90 days') } as const;

export function agingTable(aging: Aging): ReportTable {
  const rows: ReportRow[] = [];
  for (const customer of aging.customers) {
    rows.push({ style: 'subtotal', cells: { name: bi(customer.nameAr, customer.nameEn ?? customer.nameAr), due: null, ...customer.buckets, total: customer.total } });
    for (const invoice of customer.invoices as Array<{ invoiceNumber: string; dueDate: string; bucket: (typeof AGING_BUCKETS)[number]; balance: string }>) {
      rows.push({ depth: 1, cells: { name: invoice.invoiceNumber, due: invoice.dueDate, [invoice.bucket]: invoice.balance, total: invoice.balance } });
    }
  }
  const account = aging.receivablesAccount;
  const totals: ReportRow[] = [
    { style: 'total', cells: { name: bi('الإجمالي', 'Total'), due: null, ...aging.totals.buckets, total: aging.totals.total } },
    { style: 'line', cells: { name: bi(`رصيد حساب ${account.code} ${account.nameAr}`, `Balance of ${account.code} ${account.nameEn ?? account.nameAr}`), due: null, total: account.balance } },
  ];
  if (!aging.reconciled) totals.push({ style: 'line', cells: { name: bi('الفرق', 'Difference'), due: null, total: aging.difference } });
  return {
    title: bi('أعمار الذمم المدينة', 'Receivables aging'),
    subtitle: aging.reconciled
      ? bi(`كما في ${iso(aging.asOf)} — مطابق لرصيد حساب الذمم المدينة`, `As of ${aging.asOf} — agrees with the receivables account`)
      : bi(`كما في ${iso(aging.asOf)} — لا يطابق رصيد حساب الذمم المدينة`, `As of ${aging.asOf} — differs from the receivables account`),
    currency: aging.currency as CurrencyCode,
    columns: [
      { key: 'name', label: bi('العميل / الفاتورة', 'Customer / invoice'), kind: 'text' },
      { key: 'due', label: bi('الاستحقاق', 'Due'), kind: 'date' },
      ...AGING_BUCKETS.map((b) => ({ key: b, label: BUCKET_LABELS[b], kind: 'money' as const })),
      { key: 'total', label: bi('الإجمالي', 'Total'), kind: 'money' },
    ],
    rows,
    totals,
  };
}
