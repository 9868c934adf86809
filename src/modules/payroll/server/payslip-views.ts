// Payslips as their readers see them: the employee's number and names, the run's status, every
// line without its internal reference, amounts in the company currency.
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { parseMoney, type CurrencyCode } from '../../../core/money';
import { employeeCards } from '../../hr/server';
import { payrollRuns, payslips } from './tables';

const money = (v: string, c: CurrencyCode) => parseMoney(v, c);

export async function payslipViews(tx: Tx, rows: Array<typeof payslips.$inferSelect>, currency: CurrencyCode) {
  const cards = await employeeCards(tx, rows.map((r) => r.employeeId));
  const runs = rows.length ? await tx.select({ id: payrollRuns.id, status: payrollRuns.status }).from(payrollRuns).where(inArray(payrollRuns.id, [...new Set(rows.map((r) => r.runId))])) : [];
  const status = new Map(runs.map((r) => [r.id, r.status as 'calculated' | 'approved' | 'paid']));
  return rows.map((r) => {
    const card = cards.get(r.employeeId);
    return {
      id: r.id,
      runId: r.runId,
      month: r.month,
      status: status.get(r.runId) ?? 'calculated',
      employeeId: r.employeeId,
      employeeNumber: card?.employeeNumber ?? '',
      nameAr: card?.nameAr ?? '',
      nameEn: card?.nameEn ?? '',
      gross: money(r.gross, currency),
      deductions: money(r.deductions, currency),
      net: money(r.net, currency),
      employerContributions: money(r.employerContributions, currency),
      lines: r.lines.map(({ ref: _ref, ...l }) => l),
      facts: r.facts,
      currency,
    };
  });
}
