// Every money event of payroll, in one place (decisions 031, 057), through finance's postEvent
// inside the event's transaction, idempotently by (source, event).
//
//   run approved   ('payroll_run', id, 'accrued') — dated the month's last day
//                  per cost centre (the employee's pay profile; none = the company's):
//                    Dr salaries_expense          basic, overtime, one-off additions, less unpaid
//                                                 leave, absence and late deductions
//                    Dr allowances_expense        housing, transport and other allowances
//                    Dr social_insurance_expense  the employer's share
//                  Cr social_insurance_payable    employee's and employer's shares
//                  Cr employee_loans              instalments (party: the employee)
//                  Cr payroll_other_deductions    standing and one-off deductions
//                  Cr salaries_payable            net pay
//   run paid       ('payroll_run', id, 'paid') — on the day paid
//                  Dr salaries_payable            net pay
//                  Cr payment_cash | payment_bank_transfer   by each employee's payment method
//   loan granted   ('employee_loan', id, 'granted') — on the day handed over
//                  Dr employee_loans (party: the employee) / Cr payment_cash | payment_bank_transfer
//   settlement     ('final_settlement', id, 'settled') — dated the last day
//                  the last month's pay as a run's accrual (when the settlement pays that month)
//                    Dr end_of_service_expense    gratuity (the employee's cost centre)
//                    Dr salaries_expense          unused leave paid out
//                  Cr employee_loans              balances taken back (party: the employee)
//                  Cr salaries_payable            gratuity + leave − loans
//   settlement paid ('final_settlement', id, 'paid') — Dr salaries_payable / Cr cash or bank
// A signed total that comes out negative (deductions beyond what was earned) posts on the other side.
import type { Tx } from '../../../server/db/client';
import { compareMoney, negateMoney, sumMoney } from '../../../core/money';
import { monthEnd } from '../../../core/assets';
import { ledgerReady, postEvent, type MappingKey, type PostingLine } from '../../finance/server';
import type { PayslipLineRow } from './tables';

const ATTENDANCE = new Set(['unpaid_leave', 'absence', 'late']);
const ALLOWANCE = (code: string) => code === 'housing' || code === 'transport' || code.startsWith('allowance_');

export type AccrualSlip = { employeeId: string; costCenterId: string | null; lines: readonly PayslipLineRow[]; net: string };
type Run = { id: string; companyId: string; month: string };

/** A debit of a signed amount: a negative one is a credit; zero is no line. */
function signedDebit(mapping: MappingKey, amount: string, extra: Partial<PostingLine> = {}): PostingLine[] {
  const c = compareMoney(amount, '0');
  if (c === 0) return [];
  return [{ mapping, ...(c > 0 ? { debit: amount } : { credit: negateMoney(amount) }), ...extra } as PostingLine];
}

const credit = (mapping: MappingKey, amount: string, extra: Partial<PostingLine> = {}): PostingLine[] => signedDebit(mapping, negateMoney(amount), extra);

/** Where a payslip line goes: the cost it is (salaries, allowances, employer insurance) or what is withheld. */
export type LineClass = 'salaries' | 'allowances' | 'employer' | 'employee_insurance' | 'loan' | 'other_deduction';
export function classifyLine(l: Pick<PayslipLineRow, 'kind' | 'code' | 'amount'>): { class: LineClass; amount: string } {
  if (l.kind === 'earning') return { class: ALLOWANCE(l.code) ? 'allowances' : 'salaries', amount: l.amount };
  if (l.kind === 'employer') return { class: 'employer', amount: l.amount };
  // Unpaid leave, absence and late deductions lower what the month cost: negative salaries.
  if (ATTENDANCE.has(l.code)) return { class: 'salaries', amount: negateMoney(l.amount) };
  if (l.code.startsWith('si_')) return { class: 'employee_insurance', amount: l.amount };
  return { class: l.code === 'loan' ? 'loan' : 'other_deduction', amount: l.amount };
}

/** The accrual's lines: expenses per cost centre, liabilities in one line each, loans per employee. */
export function accrualLines(slips: readonly AccrualSlip[]): PostingLine[] {
  const centres = new Map<string, { salaries: string[]; allowances: string[]; employer: string[] }>();
  const insurance: string[] = [];
  const other: string[] = [];
  const net: string[] = [];
  const loans = new Map<string, string[]>();
  for (const slip of slips) {
    const key = slip.costCenterId ?? '';
    const c = centres.get(key) ?? { salaries: [], allowances: [], employer: [] };
    centres.set(key, c);
    for (const line of slip.lines) {
      const { class: kind, amount } = classifyLine(line);
      if (kind === 'salaries' || kind === 'allowances') c[kind].push(amount);
      else if (kind === 'employer') {
        c.employer.push(amount);
        insurance.push(amount);
      } else if (kind === 'employee_insurance') insurance.push(amount);
      else if (kind === 'loan') loans.set(slip.employeeId, [...(loans.get(slip.employeeId) ?? []), amount]);
      else other.push(amount);
    }
    net.push(slip.net);
  }
  const lines: PostingLine[] = [];
  for (const [centre, c] of [...centres].sort(([a], [b]) => a.localeCompare(b))) {
    const costCenterId = centre || null;
    lines.push(...signedDebit('salaries_expense', sumMoney(c.salaries), { costCenterId }), ...signedDebit('allowances_expense', sumMoney(c.allowances), { costCenterId }), ...signedDebit('social_insurance_expense', sumMoney(c.employer), { costCenterId }));
  }
  lines.push(...credit('social_insurance_payable', sumMoney(insurance)));
  for (const [employeeId, amounts] of loans) lines.push(...credit('employee_loans', sumMoney(amounts), { party: { type: 'employee', id: employeeId } }));
  lines.push(...credit('payroll_other_deductions', sumMoney(other)), ...credit('salaries_payable', sumMoney(net)));
  return lines;
}

export async function postRunAccrued(tx: Tx, run: Run, slips: readonly AccrualSlip[], userId: string | null, date = monthEnd(run.month)) {
  if (!slips.length || !(await ledgerReady(tx, run.companyId))) return null;
  const lines = accrualLines(slips);
  if (!lines.length) return null;
  const { entry } = await postEvent(tx, {
    companyId: run.companyId,
    source: { type: 'payroll_run', id: run.id },
    event: 'accrued',
    date,
    description: { ar: `رواتب شهر ${run.month}`, en: `Payroll, ${run.month}` },
    reference: `PAY-${run.month}`,
    lines,
    userId,
  });
  return entry;
}

export type PaymentMethod = 'cash' | 'bank_transfer' | 'cheque';
const fundingOf = (method: PaymentMethod | null | undefined): MappingKey => (method === 'cash' ? 'payment_cash' : 'payment_bank_transfer');

export async function postRunPaid(tx: Tx, run: Run & { paidOn: string }, slips: ReadonlyArray<{ net: string; method: PaymentMethod | null }>, userId: string | null) {
  const total = sumMoney(slips.map((s) => s.net));
  if (compareMoney(total, '0') <= 0 || !(await ledgerReady(tx, run.companyId))) return null;
  const byFunding = new Map<MappingKey, string[]>();
  for (const s of slips) byFunding.set(fundingOf(s.method), [...(byFunding.get(fundingOf(s.method)) ?? []), s.net]);
  const { entry } = await postEvent(tx, {
    companyId: run.companyId,
    source: { type: 'payroll_run', id: run.id },
    event: 'paid',
    date: run.paidOn,
    description: { ar: `صرف رواتب شهر ${run.month}`, en: `Payroll paid, ${run.month}` },
    reference: `PAY-${run.month}`,
    lines: [...signedDebit('salaries_payable', total), ...[...byFunding].sort(([a], [b]) => a.localeCompare(b)).flatMap(([mapping, nets]) => credit(mapping, sumMoney(nets)))],
    userId,
  });
  return entry;
}

export async function postLoanGranted(tx: Tx, loan: { id: string; companyId: string; employeeId: string; loanNumber: string; kind: string; amount: string; grantedOn: string }, method: PaymentMethod | null, userId: string | null) {
  if (!(await ledgerReady(tx, loan.companyId))) return null;
  const what = loan.kind === 'advance' ? { ar: 'سلفة راتب', en: 'Salary advance' } : { ar: 'قرض موظف', en: 'Employee loan' };
  const { entry } = await postEvent(tx, {
    companyId: loan.companyId,
    source: { type: 'employee_loan', id: loan.id },
    event: 'granted',
    date: loan.grantedOn,
    description: { ar: `${what.ar} ${loan.loanNumber}`, en: `${what.en} ${loan.loanNumber}` },
    reference: loan.loanNumber,
    lines: [...signedDebit('employee_loans', loan.amount, { party: { type: 'employee', id: loan.employeeId } }), ...credit(fundingOf(method), loan.amount)],
    userId,
  });
  return entry;
}

/** `lastMonth` is null when an approved run paid that month: the settlement then holds no pay of it. */
export type SettlementForLedger = { id: string; companyId: string; employeeId: string; settlementNumber: string; lastDay: string; costCenterId: string | null; lastMonth: string | null; lastMonthLines: readonly PayslipLineRow[]; lines: ReadonlyArray<{ code: string; amount: string }> };

/** A payslip's net from its lines: earnings less deductions (the employer's share is not the employee's pay). */
const netOf = (lines: readonly PayslipLineRow[]) => sumMoney(lines.map((l) => (l.kind === 'earning' ? l.amount : l.kind === 'deduction' ? negateMoney(l.amount) : '0')));

/** The settlement's lines: the last month as an accrual, then the gratuity, leave and loans. */
export function settlementLines(s: SettlementForLedger): PostingLine[] {
  const costCenterId = s.costCenterId;
  const sum = (code: string) => sumMoney(s.lines.filter((l) => l.code === code).map((l) => l.amount));
  const lastMonth = s.lastMonth === null ? [] : accrualLines([{ employeeId: s.employeeId, costCenterId, lines: s.lastMonthLines, net: netOf(s.lastMonthLines) }]);
  const gratuity = sum('gratuity');
  const leave = sum('leave');
  // Loan lines are negative on the settlement (taken back): a credit to the loans receivable.
  const loans = negateMoney(sum('loan'));
  return [
    ...lastMonth,
    ...signedDebit('end_of_service_expense', gratuity, { costCenterId }),
    ...signedDebit('salaries_expense', leave, { costCenterId }),
    ...credit('employee_loans', loans, { party: { type: 'employee', id: s.employeeId } }),
    ...credit('salaries_payable', sumMoney([gratuity, leave, negateMoney(loans)])),
  ];
}

export async function postSettlement(tx: Tx, s: SettlementForLedger, userId: string | null) {
  if (!(await ledgerReady(tx, s.companyId))) return null;
  const lines = settlementLines(s);
  if (!lines.length) return null;
  const { entry } = await postEvent(tx, {
    companyId: s.companyId,
    source: { type: 'final_settlement', id: s.id },
    event: 'settled',
    date: s.lastDay,
    description: { ar: `تسوية نهاية الخدمة ${s.settlementNumber}`, en: `Final settlement ${s.settlementNumber}` },
    reference: s.settlementNumber,
    lines,
    userId,
  });
  return entry;
}

export async function postSettlementPaid(tx: Tx, s: { id: string; companyId: string; settlementNumber: string; total: string; paidOn: string }, method: PaymentMethod | null, userId: string | null) {
  if (compareMoney(s.total, '0') === 0 || !(await ledgerReady(tx, s.companyId))) return null;
  const { entry } = await postEvent(tx, {
    companyId: s.companyId,
    source: { type: 'final_settlement', id: s.id },
    event: 'paid',
    date: s.paidOn,
    description: { ar: `صرف تسوية نهاية الخدمة ${s.settlementNumber}`, en: `Final settlement paid ${s.settlementNumber}` },
    reference: s.settlementNumber,
    lines: [...signedDebit('salaries_payable', s.total), ...credit(fundingOf(method), s.total)],
    userId,
  });
  return entry;
}
