// A bank statement's rows read through the user's column mapping: each row becomes a dated,
// signed amount (money into the account positive, out of it negative) or an error naming the row
// (its number in the file, counting from 1 like a spreadsheet) and the reason. The import writes
// nothing unless every row reads (decision 050).
import { parseMoney, MoneyError, type CurrencyCode } from '../money';

/** Column indexes (0-based) of the grid; either `amount` or `debit`/`credit` (bank's view: debit = out). */
export type StatementMapping = {
  date: number;
  description?: number | null;
  reference?: number | null;
  amount?: number | null;
  debit?: number | null;
  credit?: number | null;
  /** The first row holds the column titles. */
  headerRow: boolean;
  /** How a date with slashes or dots reads: day first (Gulf banks) or month first. */
  dateOrder?: 'dmy' | 'mdy';
};

export type StatementRowError = 'statement_invalid_date' | 'statement_invalid_amount' | 'statement_amount_missing' | 'statement_amount_both' | 'statement_amount_nil';

export type StatementRow = { row: number; date: string; description: string; reference: string | null; amount: string };
export type StatementRead = { rows: StatementRow[]; errors: { row: number; code: StatementRowError }[] };

const LATIN = (s: string) => s.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

function validDate(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > days) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** 2026-11-03, 2026/11/03, 03/11/2026, 3.11.2026 (day first unless told), an ISO timestamp's day. */
export function readStatementDate(input: string, order: 'dmy' | 'mdy' = 'dmy'): string | null {
  const text = LATIN(input.trim());
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(text);
  if (m) return validDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (m) return order === 'dmy' ? validDate(Number(m[3]), Number(m[2]), Number(m[1])) : validDate(Number(m[3]), Number(m[1]), Number(m[2]));
  return null;
}

/**
 * An amount as banks print it: grouping commas or spaces, a currency code, a trailing minus or
 * parentheses for a negative. Null when empty; 'invalid' when it is not a number; more decimals
 * than the currency has are refused rather than rounded (a statement states exact amounts).
 */
export function readStatementAmount(input: string | undefined, currency: CurrencyCode): string | null | 'invalid' {
  let text = LATIN((input ?? '').trim()).replace(/\u066B/g, '.').replace(/\u066C/g, ',');
  if (text === '' || text === '-') return null;
  text = text.replace(/[A-Za-z\u0600-\u06FF]+\.?/g, '').replace(/[\s,\u00A0']/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.endsWith('-')) {
    negative = !negative;
    text = text.slice(0, -1);
  }
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return 'invalid';
  try {
    const value = parseMoney(text, currency);
    const fraction = text.split('.')[1] ?? '';
    if (fraction.replace(/0+$/, '').length > (value.split('.')[1] ?? '').length) return 'invalid';
    return negative ? (value.startsWith('-') ? value.slice(1) : `-${value}`) : value;
  } catch (e) {
    if (e instanceof MoneyError) return 'invalid';
    throw e;
  }
}

const isZero = (v: string) => /^-?0(\.0+)?$/.test(v);
const cell = (row: readonly string[], i: number | null | undefined) => (i === null || i === undefined ? '' : (row[i] ?? '').trim());

/** Every row of the grid through the mapping; blank rows are skipped, never an error. */
export function readStatement(grid: readonly (readonly string[])[], mapping: StatementMapping, currency: CurrencyCode): StatementRead {
  const rows: StatementRow[] = [];
  const errors: StatementRead['errors'] = [];
  grid.forEach((raw, index) => {
    if (mapping.headerRow && index === 0) return;
    if (raw.every((c) => c.trim() === '')) return;
    const row = index + 1;
    const date = readStatementDate(cell(raw, mapping.date), mapping.dateOrder);
    if (!date) return void errors.push({ row, code: 'statement_invalid_date' });
    let amount: string | null;
    if (mapping.amount !== null && mapping.amount !== undefined) {
      const a = readStatementAmount(cell(raw, mapping.amount), currency);
      if (a === 'invalid') return void errors.push({ row, code: 'statement_invalid_amount' });
      amount = a;
    } else {
      const out = readStatementAmount(cell(raw, mapping.debit), currency);
      const into = readStatementAmount(cell(raw, mapping.credit), currency);
      if (out === 'invalid' || into === 'invalid') return void errors.push({ row, code: 'statement_invalid_amount' });
      const outSet = out !== null && !isZero(out);
      const inSet = into !== null && !isZero(into);
      if (outSet && inSet) return void errors.push({ row, code: 'statement_amount_both' });
      amount = outSet ? (out!.startsWith('-') ? out!.slice(1) : `-${out}`) : inSet ? into : null;
      if (amount === null && (out !== null || into !== null)) return void errors.push({ row, code: 'statement_amount_nil' });
    }
    if (amount === null) return void errors.push({ row, code: 'statement_amount_missing' });
    if (isZero(amount)) return void errors.push({ row, code: 'statement_amount_nil' });
    rows.push({ row, date, description: cell(raw, mapping.description), reference: cell(raw, mapping.reference) || null, amount });
  });
  return { rows, errors };
}

const HINTS: Record<'date' | 'description' | 'reference' | 'amount' | 'debit' | 'credit', RegExp> = {
  date: /date|تاريخ/i,
  description: /desc|narr|detail|particular|بيان|وصف|تفاصيل/i,
  reference: /ref|cheque|check|مرجع|رقم/i,
  amount: /amount|مبلغ|قيمة/i,
  debit: /debit|withdraw|مدين|سحب|مسحوبات/i,
  credit: /credit|deposit|دائن|إيداع|ايداع|إيداعات/i,
};

/** A first guess at the mapping from the title row; the user corrects it on the mapping step. */
export function guessMapping(header: readonly string[]): StatementMapping {
  const find = (key: keyof typeof HINTS) => {
    const i = header.findIndex((h) => HINTS[key].test(h));
    return i < 0 ? null : i;
  };
  const debit = find('debit');
  const credit = find('credit');
  const split = debit !== null && credit !== null;
  return {
    date: find('date') ?? 0,
    description: find('description'),
    reference: find('reference'),
    amount: split ? null : (find('amount') ?? 1),
    debit: split ? debit : null,
    credit: split ? credit : null,
    headerRow: header.some((h) => HINTS.date.test(h)),
    dateOrder: 'dmy',
  };
}
