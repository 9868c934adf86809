// The wage protection (WPS) salary files of the countries that mandate one (issue 19, decision
// 059): the UAE's SIF (Central Bank of the UAE: EDR/EVP lines and one SCR control line), Qatar's
// SIF (Ministry of Labour / QCB, the layout with the SIF version and the allowance columns), Oman's
// (Ministry of Labour / CBO) and Saudi Arabia's wages file (MHRSD "WPS Wages File Technical
// Specification", uploaded through the bank or Mudad). Everything the file needs is checked first:
// the employer's identifiers, then each employee's id, bank and IBAN, each missing or wrong one
// named, and no file is made until all hold. Pure: the route gathers the run, this writes the file.
import type { CountryCode } from '../companies';
import { isValidIban, normalizeIban } from '../banking';
import { compareMoney, subtractMoney, sumMoney, toDecimals, type CurrencyCode } from '../money';

export type WpsFormat = 'uae_sif' | 'qatar_sif' | 'oman_wps' | 'saudi_mudad';

/** The country's wage protection file; a country without one gets the generic bank CSV. */
export const WPS_FORMAT: Partial<Record<CountryCode, WpsFormat>> = { AE: 'uae_sif', QA: 'qatar_sif', OM: 'oman_wps', SA: 'saudi_mudad' };
const CURRENCY: Record<WpsFormat, CurrencyCode> = { uae_sif: 'AED', qatar_sif: 'QAR', oman_wps: 'OMR', saudi_mudad: 'SAR' };
/** Amounts in the file: two decimals, Oman's three (Qatar's file keeps two though the riyal is kept whole here). */
const DECIMALS: Record<WpsFormat, number> = { uae_sif: 2, qatar_sif: 2, oman_wps: 3, saudi_mudad: 2 };

/** One employee's payslip as the file sees it: what is paid and how it splits. */
export type WpsEmployee = {
  employeeNumber: string;
  nameAr: string;
  nameEn: string;
  /** UAE: MOHRE person id; Qatar: QID; Oman: civil id; Saudi: national id or iqama. */
  personId: string | null;
  /** UAE: the bank's routing code; Qatar and Saudi: its short name (SARIE id); Oman: its BIC. */
  bankCode: string | null;
  iban: string | null;
  method: 'bank_transfer' | 'cash' | 'cheque';
  net: string;
  gross: string;
  deductions: string;
  basic: string;
  housing: string;
  transport: string;
  overtime: string;
  overtimeHours: string;
  /** One-off additions (variable pay). */
  additions: string;
  /** The employee's social insurance share (inside `deductions`). */
  socialInsurance: string;
  /** The English labels of the deductions, for the notes a Qatari file needs when it deducts. */
  deductionLabels: string[];
  periodStart: string;
  periodEnd: string;
  /** Working days paid (employed, less unpaid leave and absence). */
  paidDays: number;
  unpaidLeaveDays: number;
};

export type WpsEmployer = {
  employerId: string | null;
  payerId: string | null;
  payerBank: string | null;
  payerAccount: string | null;
  /** Qatar: the earlier SIF (no SIF version, 15 record columns), which some banks still take. */
  legacyLayout?: boolean;
};
type EmployerIds = 'employerId' | 'payerId' | 'payerBank' | 'payerAccount';
/** `createdAt`: the company's local time the file is made, YYYY-MM-DDTHH:MM:SS; `valueDate`: the day salaries are paid. */
export type WpsRun = { month: string; currency: CurrencyCode; createdAt: string; valueDate: string };

export type WpsEmployeeProblem = { employeeNumber: string; nameAr: string; nameEn: string; problems: string[] };
export type WpsFile =
  | { ok: true; content: string; filename: string; contentType: string; count: number; total: string }
  | { ok: false; reason: 'currency' }
  | { ok: false; reason: 'employer'; fields: Record<string, string> }
  | { ok: false; reason: 'employees'; employees: WpsEmployeeProblem[] };

type Rule = { pattern: RegExp; message: string };
type Spec = {
  employer: Partial<Record<EmployerIds, Rule>>;
  /** Qatar's payer EID and Oman's payer CR number are the employer's unless another pays. */
  payerIsEmployer?: boolean;
  personId: Rule;
  bankCode: Rule;
};

const SPEC: Record<WpsFormat, Spec> = {
  uae_sif: {
    employer: { employerId: { pattern: /^\d{1,13}$/, message: 'payroll_wps_employer_ae' }, payerBank: { pattern: /^\d{9}$/, message: 'payroll_wps_routing_code' } },
    personId: { pattern: /^\d{1,14}$/, message: 'payroll_wps_person_ae' },
    bankCode: { pattern: /^\d{9}$/, message: 'payroll_wps_routing_code' },
  },
  qatar_sif: {
    payerIsEmployer: true,
    employer: {
      employerId: { pattern: /^\d{7,8}$/, message: 'payroll_wps_employer_qa' },
      payerId: { pattern: /^\d{7,8}$/, message: 'payroll_wps_employer_qa' },
      payerBank: { pattern: /^[A-Z]{2,4}$/, message: 'payroll_wps_bank_short' },
      payerAccount: { pattern: /^QA\d{2}[A-Z0-9]{25}$/, message: 'payroll_wps_payer_iban' },
    },
    personId: { pattern: /^\d{11}$/, message: 'payroll_wps_person_qa' },
    bankCode: { pattern: /^[A-Z]{2,4}$/, message: 'payroll_wps_bank_short' },
  },
  oman_wps: {
    payerIsEmployer: true,
    employer: {
      employerId: { pattern: /^[A-Z0-9]{1,17}$/, message: 'payroll_wps_employer_om' },
      payerId: { pattern: /^[A-Z0-9]{1,17}$/, message: 'payroll_wps_employer_om' },
      payerBank: { pattern: /^[A-Z]{2,4}$/, message: 'payroll_wps_bank_short' },
      payerAccount: { pattern: /^[A-Z0-9]{6,34}$/, message: 'payroll_wps_payer_account' },
    },
    personId: { pattern: /^[A-Z0-9]{4,20}$/, message: 'payroll_wps_person_om' },
    bankCode: { pattern: /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, message: 'payroll_wps_bic' },
  },
  saudi_mudad: {
    employer: {
      employerId: { pattern: /^[0-9]{1,3}-?[0-9]{1,12}$/, message: 'payroll_wps_employer_sa' },
      payerId: { pattern: /^\d{1,10}$/, message: 'payroll_wps_bank_establishment' },
      payerBank: { pattern: /^[A-Z]{4}$/, message: 'payroll_wps_bank_short' },
      payerAccount: { pattern: /^SA\d{22}$/, message: 'payroll_wps_payer_iban' },
    },
    personId: { pattern: /^[12]\d{9}$/, message: 'payroll_wps_person_sa' },
    bankCode: { pattern: /^[A-Z]{4}$/, message: 'payroll_wps_bank_short' },
  },
};

const FIELD_OF: Record<EmployerIds, string> = { employerId: 'wpsEmployerId', payerId: 'wpsPayerId', payerBank: 'wpsPayerBank', payerAccount: 'wpsPayerAccount' };
const clean = (v: string | null | undefined) => (v ?? '').replace(/[\s-]/g, '').toUpperCase();
/** Text for a comma-separated field: no separators, quotes or line breaks, and nothing a spreadsheet would run. */
const plain = (v: string, max: number) => v.replace(/[,;"\t\r\n]/g, ' ').replace(/^[=+\-@]+/, '').replace(/\s+/g, ' ').trim().slice(0, max);

/** The checked employer identifiers, or the settings fields that are wrong. */
function checkEmployer(spec: Spec, employer: WpsEmployer): { ok: true; value: Record<EmployerIds, string> } | { ok: false; fields: Record<string, string> } {
  // A Saudi establishment number keeps its dash (7-1234567); the rest lose spaces and dashes.
  const employerId = (employer.employerId ?? '').replace(/\s/g, '').toUpperCase();
  const value = { employerId, payerId: clean(employer.payerId) || (spec.payerIsEmployer ? clean(employerId) : ''), payerBank: clean(employer.payerBank), payerAccount: clean(employer.payerAccount) };
  const fields: Record<string, string> = {};
  for (const [key, rule] of Object.entries(spec.employer) as Array<[EmployerIds, Rule]>) {
    if (!rule.pattern.test(value[key])) fields[FIELD_OF[key]] = rule.message;
    else if (key === 'payerAccount' && /^[A-Z]{2}\d{2}/.test(value[key]) && !isValidIban(value[key])) fields[FIELD_OF[key]] = 'payroll_wps_payer_iban';
  }
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, value };
}

export function wpsFile(format: WpsFormat, rows: readonly WpsEmployee[], employer: WpsEmployer, run: WpsRun): WpsFile {
  if (run.currency !== CURRENCY[format]) return { ok: false, reason: 'currency' };
  const spec = SPEC[format];
  const er = checkEmployer(spec, employer);
  if (!er.ok) return { ok: false, reason: 'employer', fields: er.fields };
  const paid = rows.filter((r) => r.method === 'bank_transfer' && compareMoney(r.net, '0') > 0).sort((a, b) => a.employeeNumber.localeCompare(b.employeeNumber));
  const problems: WpsEmployeeProblem[] = [];
  for (const r of paid) {
    const wrong: string[] = [];
    if (!spec.personId.pattern.test(clean(r.personId))) wrong.push(spec.personId.message);
    if (!spec.bankCode.pattern.test(clean(r.bankCode))) wrong.push(spec.bankCode.message);
    if (!r.iban?.trim()) wrong.push('payroll_iban_missing');
    else if (!isValidIban(r.iban)) wrong.push('payroll_iban_invalid');
    if (wrong.length) problems.push({ employeeNumber: r.employeeNumber, nameAr: r.nameAr, nameEn: r.nameEn, problems: wrong });
  }
  if (problems.length) return { ok: false, reason: 'employees', employees: problems };
  const m = (v: string) => toDecimals(v, DECIMALS[format]);
  const employees = paid.map((r) => ({ ...r, personId: clean(r.personId), bankCode: clean(r.bankCode), iban: normalizeIban(r.iban!) }));
  const total = m(sumMoney(employees.map((r) => r.net)));
  const write = WRITERS[format];
  return { ok: true, ...write(employees, { ...er.value, legacyLayout: Boolean(employer.legacyLayout) }, run, m, total), count: employees.length, total };
}

type Checked = WpsEmployee & { personId: string; bankCode: string; iban: string };
type Writer = (rows: Checked[], employer: Record<EmployerIds, string> & { legacyLayout: boolean }, run: WpsRun, m: (v: string) => string, total: string) => { content: string; filename: string; contentType: string };

const stamp = (run: WpsRun) => {
  const [date, time] = run.createdAt.split('T') as [string, string];
  const [hh, mi, ss] = time.split(':');
  return { date, compactDate: date.replace(/-/g, ''), hhmm: `${hh}${mi}`, hhmmss: `${hh}${mi}${ss ?? '00'}` };
};
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
const csv = (lines: ReadonlyArray<ReadonlyArray<string | number>>) => `${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;

/** UAE: EDR per employee (EVP after it when there is variable pay), then the SCR control line. */
const uaeSif: Writer = (rows, er, run, m, total) => {
  const s = stamp(run);
  const [year, month] = run.month.split('-') as [string, string];
  const lines: Array<Array<string | number>> = [];
  for (const r of rows) {
    const id = r.personId.padStart(14, '0');
    // Variable pay is overtime and one-off additions, never more than what is paid.
    const wanted = m(sumMoney([r.overtime, r.additions]));
    const variable = compareMoney(wanted, r.net) > 0 ? m(r.net) : wanted;
    const fixed = m(subtractMoney(r.net, variable));
    lines.push(['EDR', id, r.bankCode, r.iban, r.periodStart, r.periodEnd, daysBetween(r.periodStart, r.periodEnd), fixed, variable, r.unpaidLeaveDays]);
    if (compareMoney(variable, '0') > 0) {
      const overtime = compareMoney(r.overtime, variable) > 0 ? variable : m(r.overtime);
      const zero = m('0');
      lines.push(['EVP', id, r.bankCode, zero, zero, zero, zero, overtime, m(subtractMoney(variable, overtime)), zero]);
    }
  }
  const employerId = er.employerId.padStart(13, '0');
  lines.push(['SCR', employerId, er.payerBank, s.date, s.hhmm, `${month}${year}`, rows.length, total, 'AED', `SALARIES ${month}/${year}`]);
  return { content: csv(lines), filename: `${employerId}${s.compactDate.slice(2)}${s.hhmmss}.SIF`, contentType: 'text/plain; charset=us-ascii' };
};

const QATAR_HEADER = ['Employer EID', 'File Creation Date', 'File Creation Time', 'Payer EID', 'Payer QID', 'Payer Bank Short Name', 'Payer IBAN', 'Salary Year and Month', 'Total Salaries', 'Total Records', 'SIF Version'];
const QATAR_RECORD = ['Record Sequence', 'Employee QID', 'Employee Visa ID', 'Employee Name', 'Employee Bank Short Name', 'Employee Account', 'Salary Frequency', 'Number of Working days', 'Net Salary', 'Basic Salary', 'Extra hours', 'Extra income', 'Deductions', 'Payment Type', 'Notes / Comments', 'Housing Allowance', 'Food Allowance', 'Transportation Allowance', 'Overtime Allowance', 'Deduction Reason Code', 'Extra Field 1', 'Extra Field 2'];

/**
 * Qatar: the header's names and values, then the records' names and one record per employee. The
 * current layout adds the SIF version and the allowance columns; the earlier one (10 header
 * fields, 15 record columns) is for the banks that still take it.
 */
const qatarSif: Writer = (rows, er, run, m, total) => {
  const s = stamp(run);
  const employerId = er.employerId.padStart(8, '0');
  const legacy = er.legacyLayout;
  const header = [employerId, s.compactDate, s.hhmm, er.payerId.padStart(8, '0'), '', er.payerBank, er.payerAccount, run.month.replace('-', ''), total, rows.length];
  const lines: Array<Array<string | number>> = legacy ? [QATAR_HEADER.slice(0, 10), header, QATAR_RECORD.slice(0, 15)] : [QATAR_HEADER, [...header, '1'], QATAR_RECORD];
  rows.forEach((r, i) => {
    const deducts = compareMoney(r.deductions, '0') > 0;
    const notes = deducts ? plain(r.deductionLabels.join(' / '), 300) : '';
    const record: Array<string | number> = [String(i + 1).padStart(6, '0'), r.personId, '', plain(r.nameEn, 70), r.bankCode, r.iban, 'M', r.paidDays, m(r.net), m(r.basic), m(r.overtimeHours)];
    if (legacy) {
      // Everything beyond the basic salary is extra income.
      lines.push([...record, m(subtractMoney(r.gross, r.basic)), m(r.deductions), '', notes]);
      return;
    }
    const extra = m(subtractMoney(r.gross, sumMoney([r.basic, r.housing, r.transport, r.overtime])));
    // 99 ("other") with the deductions named: the ministry's other reason codes are not used.
    lines.push([...record, extra, m(r.deductions), '', notes, m(r.housing), m('0'), m(r.transport), m(r.overtime), deducts ? '99' : '', '', '']);
  });
  return { content: csv(lines), filename: `SIF_${employerId}_${er.payerBank}_${s.compactDate}_${s.hhmm}.csv`, contentType: 'text/csv; charset=utf-8' };
};

const OMAN_HEADER = ['Employer CR-NO', 'Payer CR-NO', 'Payer Bank Short Name', 'Payer Account Number', 'Salary Year', 'Salary Month', 'Total Salaries', 'Number Of Records', 'Payment Type'];
const OMAN_RECORD = ['Employee ID Type', 'Employee ID', 'Reference Number', 'Employee Name', 'Employee BIC Code', 'Employee Account', 'Salary Frequency', 'Number Of Working days', 'Net Salary', 'Basic Salary', 'Extra Hours', 'Extra Income', 'Deductions', 'Social Security Deductions', 'Notes / Comments'];

/** Oman: the employer's names and values, then the employees' names and one row each (civil id). */
const omanWps: Writer = (rows, er, run, m, total) => {
  const s = stamp(run);
  const [year, month] = run.month.split('-') as [string, string];
  const lines: Array<Array<string | number>> = [OMAN_HEADER, [er.employerId, er.payerId, er.payerBank, er.payerAccount, year, month, total, rows.length, 'Salary'], OMAN_RECORD];
  for (const r of rows) {
    const other = m(subtractMoney(r.deductions, r.socialInsurance));
    lines.push(['C', r.personId, plain(r.employeeNumber, 20), plain(r.nameEn, 70), r.bankCode, r.iban, 'M', r.paidDays, m(r.net), m(r.basic), toDecimals(r.overtimeHours, 2), m(subtractMoney(r.gross, r.basic)), other, m(r.socialInsurance), '']);
  }
  return { content: csv(lines), filename: `SIF_${er.employerId}_${er.payerBank}_${s.compactDate}_001.csv`, contentType: 'text/csv; charset=utf-8' };
};

const SAUDI_HEADER = ['[DEST-ID]', '[ESTB-ID]', '[BANK-ACC]', '[32A-CCY]', '[32A-VAL]', '[32A-AMT]', '[D-DATE]', '[FILE-REF]', '[FILE-REJCDE]', '[MOL-ESTBID]'];
const SAUDI_RECORD = ['[32B-AMT]', '[59-ACC]', '[59-NAME]', '[57-BANK]', '[70-DET]', '[RET-CODE]', '[MOL-BAS]', '[MOL-HAL]', '[MOL-OEA]', '[MOL-DED]', '[MOL-ID]', '[TRN-REF]', '[TRN-STATUS]', '[TRN-DATE]'];

/** Saudi Arabia: tab-separated header and rows under their tags, ended by a line holding "-". */
const saudiWages: Writer = (rows, er, run, m, total) => {
  const s = stamp(run);
  const fileRef = `PAY${run.month.replace('-', '')}${s.compactDate.slice(6)}${s.hhmm}`;
  const lines: Array<Array<string | number>> = [SAUDI_HEADER, [er.payerBank, er.payerId, er.payerAccount, 'SAR', run.valueDate.replace(/-/g, ''), total, '', fileRef, '', er.employerId], SAUDI_RECORD];
  for (const r of rows) {
    const other = m(subtractMoney(r.gross, sumMoney([r.basic, r.housing])));
    lines.push([m(r.net), r.iban, plain(r.nameEn, 140), r.bankCode, `SALARY ${run.month}`, '', m(r.basic), m(r.housing), other, m(r.deductions), r.personId, '', '', '']);
  }
  const content = `${[...lines.map((l) => l.join('\t')), '-'].join('\r\n')}\r\n`;
  return { content, filename: `${fileRef}.txt`, contentType: 'text/plain; charset=utf-8' };
};

const WRITERS: Record<WpsFormat, Writer> = { uae_sif: uaeSif, qatar_sif: qatarSif, oman_wps: omanWps, saudi_mudad: saudiWages };
