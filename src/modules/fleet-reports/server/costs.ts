// The maintenance cost trend per month and the fines by customer (decision 042), each from its
// module's exported aggregates, with its ReportTable for Excel and PDF.
import { monthsOf } from '../../../core/fleet';
import { addMoney, moneyOut, sumMoney } from '../../../core/money';
import { maintenanceCostByMonth } from '../../maintenance/server';
import { fineTotalsByCustomer } from '../../traffic-fines/server';
import { bi, iso, rangeSubtitle, type ReportTable } from '../../finance/server';
import type { ReportCtx } from './context';

export async function maintenanceTrend(ctx: ReportCtx) {
  const rows = await maintenanceCostByMonth(ctx.tx, ctx.companyId, ctx.fromAt, ctx.toAt, ctx.timezone);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const money = (v: string) => moneyOut(v, ctx.currency)!;
  const months = monthsOf(ctx.from, ctx.to).map((month) => ({ month, cost: money(byMonth.get(month)?.cost ?? '0'), orders: byMonth.get(month)?.orders ?? 0 }));
  return { from: ctx.from, to: ctx.to, currency: ctx.currency, months, totals: { cost: money(sumMoney(rows.map((r) => r.cost))), orders: rows.reduce((n, r) => n + r.orders, 0) } };
}

export function maintenanceTable(r: Awaited<ReturnType<typeof maintenanceTrend>>): ReportTable {
  return {
    title: bi('اتجاه تكلفة الصيانة', 'Maintenance cost trend'),
    subtitle: rangeSubtitle({ from: r.from, to: r.to }, null),
    currency: r.currency,
    columns: [
      { key: 'name', label: bi('الشهر', 'Month'), kind: 'text' },
      { key: 'orders', label: bi('أوامر العمل المنجزة', 'Completed work orders'), kind: 'text' },
      { key: 'cost', label: bi('التكلفة (قبل الضريبة)', 'Cost (before VAT)'), kind: 'money' },
    ],
    rows: r.months.map((m) => ({ cells: { name: iso(m.month), orders: String(m.orders), cost: m.cost } })),
    totals: [{ cells: { name: bi('الإجمالي', 'Total'), orders: String(r.totals.orders), cost: r.totals.cost }, style: 'total' }],
  };
}

export async function finesByCustomer(ctx: ReportCtx) {
  const rows = await fineTotalsByCustomer(ctx.tx, ctx.companyId, ctx.fromAt, ctx.toAt);
  const money = (v: string) => moneyOut(v, ctx.currency)!;
  const customers = rows.map((r) => ({ customerId: r.customerId, nameAr: r.nameAr, nameEn: r.nameEn, count: r.count, amount: money(r.amount), recharged: money(r.recharged), unrecovered: money(r.unrecovered) }));
  const total = (k: 'amount' | 'recharged' | 'unrecovered') => money(rows.reduce((s, r) => addMoney(s, r[k]), '0'));
  return {
    from: ctx.from,
    to: ctx.to,
    currency: ctx.currency,
    customers,
    totals: { count: rows.reduce((n, r) => n + r.count, 0), amount: total('amount'), recharged: total('recharged'), unrecovered: total('unrecovered') },
  };
}

export function finesTable(r: Awaited<ReturnType<typeof finesByCustomer>>): ReportTable {
  return {
    title: bi('المخالفات حسب العميل', 'Fines by customer'),
    subtitle: rangeSubtitle({ from: r.from, to: r.to }, null),
    currency: r.currency,
    columns: [
      { key: 'name', label: bi('العميل', 'Customer'), kind: 'text' },
      { key: 'count', label: bi('العدد', 'Count'), kind: 'text' },
      { key: 'amount', label: bi('المبلغ', 'Amount'), kind: 'money' },
      { key: 'recharged', label: bi('المُحمَّل على العميل', 'Recharged'), kind: 'money' },
      { key: 'unrecovered', label: bi('غير المسترد', 'Unrecovered'), kind: 'money' },
    ],
    rows: r.customers.map((c) => ({ cells: { name: bi(c.nameAr ?? c.nameEn ?? '', c.nameEn ?? c.nameAr ?? ''), count: String(c.count), amount: c.amount, recharged: c.recharged, unrecovered: c.unrecovered } })),
    totals: [{ cells: { name: bi('الإجمالي', 'Total'), count: String(r.totals.count), amount: r.totals.amount, recharged: r.totals.recharged, unrecovered: r.totals.unrecovered }, style: 'total' }],
  };
}
