// Payroll's reports (issue 19), each as finance's ReportTable so the page, Excel and PDF read one
// shape: the register of a month's run, its cost by department and cost centre, social insurance
// per month of a year, and the end-of-service liability as of a day (what every employee employed
// that day would be owed if the employer ended the service then).
import { eq, inArray, like } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { monthEnd } from '../../../core/assets';
import { sumMoney, type CurrencyCode } from '../../../core/money';
import { gratuity } from '../../../core/payroll';
import { bi, budgetCostCenters, iso, type Bilingual, type ReportRow, type ReportTable } from '../../finance/server';
import { employeesForPayroll } from '../../hr/server';
import { classifyLine } from './ledger-events';
import type { PayrollWho } from './runs';
import { profilesOf, structuresOn } from './structures';
import { payrollRuns, payslips } from './tables';

const STATUS: Record<string, Bilingual> = { calculated: bi('محسوب — بانتظار الاعتماد', 'Calculated — awaiting approval'), approved: bi('معتمد', 'Approved'), paid: bi('مصروف', 'Paid') };
const total = (cells: Record<string, string | Bilingual>): ReportRow => ({ cells, style: 'total' });

async function monthSlips(tx: Tx, month: string) {
  const [run] = await tx.select().from(payrollRuns).where(eq(payrollRuns.month, month));
  const slips = run ? await tx.select().from(payslips).where(eq(payslips.runId, run.id)) : [];
  const staff = new Map((await employeesForPayroll(tx, `${month}-01`, monthEnd(month))).map((e) => [e.id, e]));
  return { run, slips, staff };
}

const runNote = (month: string, run: { status: string } | undefined): Bilingual =>
  run ? bi(`شهر ${iso(month)} — ${STATUS[run.status]!.ar}`, `${month} — ${STATUS[run.status]!.en}`) : bi(`شهر ${iso(month)} — لم يُحسب مسيره`, `${month} — no run calculated`);

/** Each payslip of the month's run: the employee, gross, deductions, net and the company's insurance share. */
export async function registerReport(tx: Tx, month: string, currency: CurrencyCode): Promise<ReportTable> {
  const { run, slips, staff } = await monthSlips(tx, month);
  const rows = slips
    .map((p) => ({ p, e: staff.get(p.employeeId) }))
    .sort((a, b) => (a.e?.employeeNumber ?? '').localeCompare(b.e?.employeeNumber ?? ''))
    .map(({ p, e }): ReportRow => ({
      cells: { code: e?.employeeNumber ?? '', name: bi(e?.nameAr ?? '', e?.nameEn ?? ''), department: bi(e?.departmentAr ?? e?.department ?? '', e?.department ?? ''), gross: p.gross, deductions: p.deductions, net: p.net, employer: p.employerContributions },
    }));
  const sum = (key: 'gross' | 'deductions' | 'net' | 'employerContributions') => sumMoney(slips.map((p) => p[key]));
  return {
    title: bi('كشف الرواتب', 'Payroll register'),
    subtitle: runNote(month, run),
    currency,
    columns: [
      { key: 'code', label: bi('الرقم', 'No.'), kind: 'text' },
      { key: 'name', label: bi('الموظف', 'Employee'), kind: 'text' },
      { key: 'department', label: bi('القسم', 'Department'), kind: 'text' },
      { key: 'gross', label: bi('المستحقات', 'Gross'), kind: 'money' },
      { key: 'deductions', label: bi('الاستقطاعات', 'Deductions'), kind: 'money' },
      { key: 'net', label: bi('الصافي', 'Net'), kind: 'money' },
      { key: 'employer', label: bi('حصة الشركة في التأمينات', 'Employer insurance'), kind: 'money' },
    ],
    rows,
    totals: slips.length ? [total({ code: '', name: bi(`الإجمالي (الموظفون: ${slips.length})`, `Total (${slips.length} employees)`), department: '', gross: sum('gross'), deductions: sum('deductions'), net: sum('net'), employer: sum('employerContributions') })] : [],
  };
}

/** The month's cost per department and cost centre: salaries (less attendance deductions), allowances, the employer's insurance. */
export async function costReport(tx: Tx, month: string, currency: CurrencyCode): Promise<ReportTable> {
  const { run, slips, staff } = await monthSlips(tx, month);
  const profiles = await profilesOf(tx, slips.map((p) => p.employeeId));
  const centres = new Map((await budgetCostCenters(tx)).map((c) => [c.id, c]));
  const groups = new Map<string, { department: Bilingual; centre: Bilingual; count: number; salaries: string[]; allowances: string[]; employer: string[] }>();
  for (const p of slips) {
    const e = staff.get(p.employeeId);
    const centreId = profiles.get(p.employeeId)?.costCenterId ?? null;
    const centre = centreId ? centres.get(centreId) : undefined;
    const key = `${e?.department ?? ''}|${centreId ?? ''}`;
    const g = groups.get(key) ?? {
      department: e?.department ? bi(e.departmentAr ?? e.department, e.department) : bi('بلا قسم', 'No department'),
      centre: centre ? bi(`${centre.code} ${centre.nameAr}`, `${centre.code} ${centre.nameEn ?? centre.nameAr}`) : bi('الشركة', 'Company'),
      count: 0,
      salaries: [],
      allowances: [],
      employer: [],
    };
    g.count++;
    for (const line of p.lines) {
      const c = classifyLine(line);
      if (c.class === 'salaries' || c.class === 'allowances' || c.class === 'employer') g[c.class].push(c.amount);
    }
    groups.set(key, g);
  }
  const list = [...groups.values()].sort((a, b) => a.department.en.localeCompare(b.department.en) || a.centre.en.localeCompare(b.centre.en));
  const row = (g: (typeof list)[number]): Record<string, string | Bilingual> => {
    const salaries = sumMoney(g.salaries);
    const allowances = sumMoney(g.allowances);
    const employer = sumMoney(g.employer);
    return { name: g.department, centre: g.centre, count: String(g.count), salaries, allowances, employer, cost: sumMoney([salaries, allowances, employer]) };
  };
  const rows = list.map((g) => ({ cells: row(g) }));
  const all = list.length ? row({ department: bi('الإجمالي', 'Total'), centre: bi('', ''), count: list.reduce((n, g) => n + g.count, 0), salaries: list.flatMap((g) => g.salaries), allowances: list.flatMap((g) => g.allowances), employer: list.flatMap((g) => g.employer) }) : null;
  return {
    title: bi('تكلفة الرواتب حسب القسم ومركز التكلفة', 'Payroll cost by department and cost centre'),
    subtitle: runNote(month, run),
    currency,
    columns: [
      { key: 'name', label: bi('القسم', 'Department'), kind: 'text' },
      { key: 'centre', label: bi('مركز التكلفة', 'Cost centre'), kind: 'text' },
      { key: 'count', label: bi('الموظفون', 'Employees'), kind: 'text' },
      { key: 'salaries', label: bi('الرواتب', 'Salaries'), kind: 'money' },
      { key: 'allowances', label: bi('البدلات', 'Allowances'), kind: 'money' },
      { key: 'employer', label: bi('حصة الشركة في التأمينات', 'Employer insurance'), kind: 'money' },
      { key: 'cost', label: bi('التكلفة', 'Cost'), kind: 'money' },
    ],
    rows,
    totals: all ? [total(all)] : [],
  };
}

/** Each month of the year with a run: the insured employees and both shares of social insurance. */
export async function insuranceReport(tx: Tx, year: number, currency: CurrencyCode): Promise<ReportTable> {
  const runs = await tx.select({ id: payrollRuns.id, month: payrollRuns.month, status: payrollRuns.status }).from(payrollRuns).where(like(payrollRuns.month, `${year}-%`)).orderBy(payrollRuns.month);
  const slips = runs.length ? await tx.select({ runId: payslips.runId, lines: payslips.lines }).from(payslips).where(inArray(payslips.runId, runs.map((r) => r.id))) : [];
  const months = runs.map((r) => {
    const mine = slips.filter((s) => s.runId === r.id);
    const employee: string[] = [];
    const employer: string[] = [];
    let insured = 0;
    for (const s of mine) {
      const shares = s.lines.map(classifyLine);
      const own = shares.filter((c) => c.class === 'employee_insurance').map((c) => c.amount);
      const company = shares.filter((c) => c.class === 'employer').map((c) => c.amount);
      if (own.length || company.length) insured++;
      employee.push(...own);
      employer.push(...company);
    }
    return { month: r.month, status: r.status, insured, employee: sumMoney(employee), employer: sumMoney(employer) };
  });
  const cells = (m: { employee: string; employer: string }) => ({ employee: m.employee, employer: m.employer, total: sumMoney([m.employee, m.employer]) });
  return {
    title: bi('اشتراكات التأمينات الاجتماعية', 'Social insurance contributions'),
    subtitle: bi(`سنة ${year}`, `Year ${year}`),
    currency,
    columns: [
      { key: 'code', label: bi('الشهر', 'Month'), kind: 'text' },
      { key: 'status', label: bi('حالة المسير', 'Run'), kind: 'text' },
      { key: 'count', label: bi('المؤمَّن عليهم', 'Insured'), kind: 'text' },
      { key: 'employee', label: bi('حصة الموظفين', 'Employees’ share'), kind: 'money' },
      { key: 'employer', label: bi('حصة الشركة', 'Employer’s share'), kind: 'money' },
      { key: 'total', label: bi('الإجمالي المستحق', 'Total due'), kind: 'money' },
    ],
    rows: months.map((m) => ({ cells: { code: m.month, status: STATUS[m.status]!, count: String(m.insured), ...cells(m) } })),
    totals: months.length ? [total({ code: bi('الإجمالي', 'Total'), status: '', count: '', ...cells({ employee: sumMoney(months.map((m) => m.employee)), employer: sumMoney(months.map((m) => m.employer)) }) })] : [],
  };
}

/** What each employee employed on `asOf` would be owed as gratuity if the employer ended the service that day. */
export async function endOfServiceReport(tx: Tx, asOf: string, who: Pick<PayrollWho, 'country' | 'currency'>): Promise<ReportTable> {
  const staff = (await employeesForPayroll(tx, asOf, asOf)).filter((e) => !e.hireDate || e.hireDate <= asOf);
  const structures = await structuresOn(tx, staff, asOf);
  const profiles = await profilesOf(tx, staff.map((e) => e.id));
  const rows = staff.map((e) => {
    const s = structures.get(e.id)!;
    const gross = sumMoney([s.basic, s.housing, s.transport, ...s.otherAllowances.map((a) => a.amount)]);
    const g = gratuity({ country: who.country, currency: who.currency, national: profiles.get(e.id)?.nationality === who.country, reason: 'termination', hireDate: e.hireDate ?? asOf, lastDay: asOf, basic: s.basic, gross });
    return { cells: { code: e.employeeNumber, name: bi(e.nameAr, e.nameEn), hired: e.hireDate ?? '', years: g.serviceYears, wage: g.wage, amount: g.amount } as Record<string, string | Bilingual> };
  });
  return {
    title: bi('التزام مكافأة نهاية الخدمة', 'End-of-service liability'),
    subtitle: bi(`في ${iso(asOf)} — على أساس إنهاء الخدمة من صاحب العمل`, `As of ${asOf} — as if the employer ended each service that day`),
    currency: who.currency,
    columns: [
      { key: 'code', label: bi('الرقم', 'No.'), kind: 'text' },
      { key: 'name', label: bi('الموظف', 'Employee'), kind: 'text' },
      { key: 'hired', label: bi('تاريخ التعيين', 'Hired'), kind: 'date' },
      { key: 'years', label: bi('سنوات الخدمة', 'Years of service'), kind: 'text' },
      { key: 'wage', label: bi('الأجر المعتمد', 'Wage it is taken on'), kind: 'money' },
      { key: 'amount', label: bi('المكافأة المستحقة', 'Gratuity due'), kind: 'money' },
    ],
    rows,
    totals: rows.length ? [total({ code: '', name: bi(`الإجمالي (الموظفون: ${rows.length})`, `Total (${rows.length} employees)`), hired: '', years: '', wage: '', amount: sumMoney(rows.map((r) => r.cells.amount as string)) })] : [],
  };
}
