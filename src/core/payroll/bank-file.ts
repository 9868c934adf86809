// The bank transfer file of a payroll run (issue 19): one row per employee paid by transfer, in a
// CSV a bank's bulk-payment upload takes (UTF-8 with a byte-order mark so Excel reads the Arabic
// names), checked before anything is handed over: an employee without an IBAN, or with one whose
// check digits fail, is named, and no file is made. Cash and cheque employees are left out; a
// zero net pays nothing. Pure: the route reads the run, this decides what the bank receives.
import { isValidIban, normalizeIban } from '../banking';
import { compareMoney, sumMoney } from '../money';

export type BankFileRow = { employeeNumber: string; nameAr: string; nameEn: string; bankName: string | null; iban: string | null; net: string; method: 'bank_transfer' | 'cash' | 'cheque' };
export type BankFileProblem = { employeeNumber: string; nameAr: string; nameEn: string; problem: 'payroll_iban_missing' | 'payroll_iban_invalid' };
export type BankFile = { ok: true; csv: string; count: number; total: string } | { ok: false; problems: BankFileProblem[] };

const HEADER = ['رقم الموظف Employee no.', 'الاسم Name', 'Name', 'البنك Bank', 'IBAN', 'المبلغ Amount', 'العملة Currency', 'المرجع Reference'];

/** A CSV field: quoted when it holds a comma, a quote or a line break; a leading =+-@ is defused for spreadsheets. */
function field(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function bankTransferFile(rows: readonly BankFileRow[], run: { month: string; currency: string }): BankFile {
  const paid = rows.filter((r) => r.method === 'bank_transfer' && compareMoney(r.net, '0') > 0).sort((a, b) => a.employeeNumber.localeCompare(b.employeeNumber));
  const problems: BankFileProblem[] = [];
  for (const r of paid) {
    const who = { employeeNumber: r.employeeNumber, nameAr: r.nameAr, nameEn: r.nameEn };
    if (!r.iban?.trim()) problems.push({ ...who, problem: 'payroll_iban_missing' });
    else if (!isValidIban(r.iban)) problems.push({ ...who, problem: 'payroll_iban_invalid' });
  }
  if (problems.length) return { ok: false, problems };
  const lines = [HEADER, ...paid.map((r) => [r.employeeNumber, r.nameAr, r.nameEn, r.bankName ?? '', normalizeIban(r.iban!), r.net, run.currency, `SAL ${run.month} ${r.employeeNumber}`])];
  return { ok: true, csv: `\uFEFF${lines.map((l) => l.map(field).join(',')).join('\r\n')}\r\n`, count: paid.length, total: sumMoney(paid.map((r) => r.net)) };
}
