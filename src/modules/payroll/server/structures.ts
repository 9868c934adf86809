// Each employee's pay as payroll sees it on a day: the salary structure in effect (the latest
// one starting on or before it), else the basic and lump allowances of the HR record; the pay
// profile (nationality, payment method, WPS id); the loans still owed; and a month's one-off
// additions and deductions.
import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { compareMoney, subtractMoney } from '../../../core/money';
import type { PayrollEmployee } from '../../hr/server';
import type { PayItem } from '../../../core/payroll';
import { employeeLoans, payAdjustments, payProfiles, salaryStructures, type PayItemRow } from './tables';

export type Structure = { effectiveFrom: string | null; basic: string; housing: string; transport: string; otherAllowances: PayItemRow[]; fixedDeductions: PayItemRow[]; fromHrRecord: boolean };

export async function structuresOn(tx: Tx, staff: readonly PayrollEmployee[], day: string): Promise<Map<string, Structure>> {
  const out = new Map<string, Structure>();
  if (!staff.length) return out;
  const rows = await tx
    .select()
    .from(salaryStructures)
    .where(and(inArray(salaryStructures.employeeId, staff.map((e) => e.id)), lte(salaryStructures.effectiveFrom, day)))
    .orderBy(desc(salaryStructures.effectiveFrom));
  for (const r of rows) {
    if (out.has(r.employeeId)) continue;
    out.set(r.employeeId, { effectiveFrom: r.effectiveFrom, basic: r.basic, housing: r.housing, transport: r.transport, otherAllowances: r.otherAllowances, fixedDeductions: r.fixedDeductions, fromHrRecord: false });
  }
  for (const e of staff) {
    if (out.has(e.id)) continue;
    const lump = compareMoney(e.allowances, '0') > 0 ? [{ labelAr: 'البدلات', labelEn: 'Allowances', amount: e.allowances }] : [];
    out.set(e.id, { effectiveFrom: null, basic: e.basicSalary, housing: '0', transport: '0', otherAllowances: lump, fixedDeductions: [], fromHrRecord: true });
  }
  return out;
}

export async function profilesOf(tx: Tx, employeeIds: readonly string[]) {
  if (!employeeIds.length) return new Map<string, typeof payProfiles.$inferSelect>();
  const rows = await tx.select().from(payProfiles).where(inArray(payProfiles.employeeId, [...employeeIds]));
  return new Map(rows.map((r) => [r.employeeId, r]));
}

export type OpenLoan = { id: string; loanNumber: string; kind: string; employeeId: string; amount: string; instalment: string; firstMonth: string; repaid: string; balance: string };

/** Loans with what repaid them so far (`repaid`, a SQL sum per loan) and a balance left. */
async function loansWithBalance(tx: Tx, employeeIds: readonly string[], repaid: SQL<string>, month?: string): Promise<OpenLoan[]> {
  if (!employeeIds.length) return [];
  const rows = await tx
    .select({ id: employeeLoans.id, loanNumber: employeeLoans.loanNumber, kind: employeeLoans.kind, employeeId: employeeLoans.employeeId, amount: employeeLoans.amount, instalment: employeeLoans.instalment, firstMonth: employeeLoans.firstMonth, repaid })
    .from(employeeLoans)
    .where(and(inArray(employeeLoans.employeeId, [...employeeIds]), ...(month ? [lte(employeeLoans.firstMonth, month)] : [])))
    .orderBy(employeeLoans.createdAt);
  return rows.map((r) => ({ ...r, balance: subtractMoney(r.amount, r.repaid) })).filter((r) => compareMoney(r.balance, '0') > 0);
}

/** Loans with a balance left, optionally only those whose first month is by `month`; `exceptRunId` leaves that run's repayments out (a recalculation). */
export function openLoans(tx: Tx, employeeIds: readonly string[], month?: string, exceptRunId?: string): Promise<OpenLoan[]> {
  // Repaid by runs' instalments and by a final settlement (no payslip).
  const repaid = sql<string>`coalesce((select sum(r.amount) from loan_repayments r left join payslips p on p.id = r.payslip_id where r.loan_id = employee_loans.id${exceptRunId ? sql` and p.run_id is distinct from ${exceptRunId}` : sql``}), 0)::text`;
  return loansWithBalance(tx, employeeIds, repaid, month);
}

/**
 * What each loan is owed for good: repaid only by approved or paid runs and by settlements. A run
 * awaiting approval may still drop its instalment (a recalculation, or the final settlement that
 * takes the whole balance back and recalculates that run without the employee).
 */
export function loansOwed(tx: Tx, employeeIds: readonly string[]): Promise<OpenLoan[]> {
  const repaid = sql<string>`coalesce((select sum(r.amount) from loan_repayments r left join payslips p on p.id = r.payslip_id left join payroll_runs pr on pr.id = p.run_id where r.loan_id = employee_loans.id and (r.payslip_id is null or pr.status <> 'calculated')), 0)::text`;
  return loansWithBalance(tx, employeeIds, repaid);
}

export const structureHistory = (tx: Tx, employeeId: string) => tx.select().from(salaryStructures).where(eq(salaryStructures.employeeId, employeeId)).orderBy(desc(salaryStructures.effectiveFrom));

export const adjustmentsOfMonth = (tx: Tx, month: string) => tx.select().from(payAdjustments).where(eq(payAdjustments.month, month)).orderBy(asc(payAdjustments.createdAt), asc(payAdjustments.id));

/** The month's adjustments per employee, as the payslip's one-off items; a correction names its month. */
export async function adjustmentItems(tx: Tx, month: string): Promise<Map<string, { additions: PayItem[]; deductions: PayItem[] }>> {
  const out = new Map<string, { additions: PayItem[]; deductions: PayItem[] }>();
  for (const a of await adjustmentsOfMonth(tx, month)) {
    const mine = out.get(a.employeeId) ?? { additions: [], deductions: [] };
    const source = a.correctsMonth ? { ar: `تصحيح مسير شهر ${a.correctsMonth}${a.reason ? ` — ${a.reason}` : ''}`, en: `Correction of the ${a.correctsMonth} run${a.reason ? ` — ${a.reason}` : ''}` } : undefined;
    const item: PayItem = { label: { ar: a.labelAr, en: a.labelEn ?? a.labelAr }, amount: a.amount, ref: a.id, ...(source ? { source } : {}) };
    (a.kind === 'addition' ? mine.additions : mine.deductions).push(item);
    out.set(a.employeeId, mine);
  }
  return out;
}
