// The journal-entry form's lines as plain data: exact totals in the company currency's minor
// units (never floats), per-line problems, spreadsheet paste (tab-separated: account code, debit,
// credit, description) and the API body. Kept free of React so it is unit-tested.
import { compareMoney, fromMinorUnits, isMoney, parseMoney, resolveCurrency, toMinorUnits } from '../../../../core/money';
import type { Account, DraftInput, EntryLine, PartyType } from '../api/books-types';

export type FormLine = {
  key: string;
  accountText: string;
  accountId: string | null;
  debit: string;
  credit: string;
  description: string;
  costCenterId: string;
  partyType: PartyType | '';
  partyId: string;
  partyText: string;
};
export type LineProblem = 'account' | 'amount' | 'sides' | null;

let seq = 0;
const nextKey = () => `l${++seq}`;

export function emptyLine(): FormLine {
  return { key: nextKey(), accountText: '', accountId: null, debit: '', credit: '', description: '', costCenterId: '', partyType: '', partyId: '', partyText: '' };
}

export const accountLabel = (a: Pick<Account, 'code' | 'nameAr' | 'nameEn'>, language: 'ar' | 'en') => `${a.code} — ${language === 'ar' ? a.nameAr : a.nameEn}`;

/** Resolves what was typed in the account cell: a code, or the "code — name" of a suggestion. */
export function resolveAccount(text: string, postable: ReadonlyMap<string, Account>): Account | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const code = trimmed.split(/\s+[—-]\s+/)[0]!.trim();
  return postable.get(code) ?? null;
}

const isBlank = (l: FormLine) => !l.accountText.trim() && !l.debit.trim() && !l.credit.trim() && !l.description.trim();

/** An amount as typed is valid when it is a plain non-negative decimal no finer than the currency's unit. */
export function amountOk(value: string, currency: string): boolean {
  const v = value.trim();
  if (!v) return true;
  if (!/^\d{1,12}(\.\d+)?$/.test(v) || !isMoney(v)) return false;
  return compareMoney(parseMoney(v, resolveCurrency(currency)), v) === 0;
}

export function lineProblem(l: FormLine, currency: string): LineProblem {
  if (isBlank(l)) return null;
  if (!l.accountId) return 'account';
  if (!amountOk(l.debit, currency) || !amountOk(l.credit, currency)) return 'amount';
  const hasDebit = l.debit.trim() !== '' && compareMoney(l.debit.trim(), '0') !== 0;
  const hasCredit = l.credit.trim() !== '' && compareMoney(l.credit.trim(), '0') !== 0;
  if (hasDebit === hasCredit) return 'sides';
  return null;
}

/** Exact totals over the valid amounts: debit, credit and debit − credit, in the currency's decimals. */
export function totals(lines: readonly FormLine[], currency: string) {
  const cur = resolveCurrency(currency);
  let debit = 0n;
  let credit = 0n;
  for (const l of lines) {
    if (l.debit.trim() && amountOk(l.debit, currency)) debit += toMinorUnits(l.debit.trim(), cur);
    if (l.credit.trim() && amountOk(l.credit, currency)) credit += toMinorUnits(l.credit.trim(), cur);
  }
  return { debit: fromMinorUnits(debit, cur), credit: fromMinorUnits(credit, cur), difference: fromMinorUnits(debit - credit, cur), balanced: debit === credit && debit > 0n };
}

/** Spreadsheet rows pasted into the grid; unknown codes stay as typed (and are reported). */
export function parsePaste(text: string, postable: ReadonlyMap<string, Account>, language: 'ar' | 'en'): { lines: FormLine[]; unknown: string[] } {
  const unknown: string[] = [];
  const lines = text
    .split(/\r?\n/)
    .filter((row) => row.trim() !== '')
    .map((row) => {
      const [code = '', debit = '', credit = '', description = ''] = row.split('\t').map((c) => c.trim());
      const account = postable.get(code) ?? null;
      if (!account && code) unknown.push(code);
      // Spreadsheets export thousands separators; the amount itself stays exact.
      const clean = (v: string) => v.replace(/[,\s]/g, '');
      return { ...emptyLine(), accountText: account ? accountLabel(account, language) : code, accountId: account?.id ?? null, debit: clean(debit), credit: clean(credit), description };
    });
  return { lines, unknown };
}

/** True when a paste is a block of spreadsheet cells rather than one value for one field. */
export const isGridPaste = (text: string) => text.includes('\t') || /\r?\n./.test(text.trim());

export function fromEntryLines(lines: readonly EntryLine[], language: 'ar' | 'en'): FormLine[] {
  const amount = (v: string) => (compareMoney(v, '0') === 0 ? '' : v);
  return lines.map((l) => ({
    ...emptyLine(),
    accountText: accountLabel({ code: l.accountCode, nameAr: l.accountNameAr, nameEn: l.accountNameEn }, language),
    accountId: l.accountId,
    debit: amount(l.debit),
    credit: amount(l.credit),
    description: l.description ?? '',
    costCenterId: l.costCenterId ?? '',
    partyType: l.partyType ?? '',
    partyId: l.partyId ?? '',
  }));
}

export function toDraftInput(header: { entryDate: string; descriptionAr: string; descriptionEn: string; reference: string }, lines: readonly FormLine[]): DraftInput {
  return {
    entryDate: header.entryDate,
    descriptionAr: header.descriptionAr.trim(),
    descriptionEn: header.descriptionEn.trim() || null,
    reference: header.reference.trim() || null,
    lines: lines
      .filter((l) => !isBlank(l))
      .map((l) => ({
        accountId: l.accountId!,
        debit: l.debit.trim() || null,
        credit: l.credit.trim() || null,
        description: l.description.trim() || null,
        costCenterId: l.costCenterId || null,
        partyType: l.partyType && l.partyId ? l.partyType : null,
        partyId: l.partyType && l.partyId ? l.partyId : null,
      })),
  };
}
