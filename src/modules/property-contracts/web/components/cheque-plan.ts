// The post-dated cheques a tenant hands over at signing (the Gulf habit: one per instalment): the
// dialog proposes one per open instalment that no live cheque covers, numbered on from the first
// cheque's number and dated on the instalment's due date.
import { compareMoney } from '../../../../core/money';
import type { Cheque, Installment } from '../api/types';

export type ChequeRow = { key: string; installmentId: string | null; sequence: number | null; chequeNumber: string; chequeDate: string; amount: string };

/**
 * The number `offset` cheques after `first`: its last run of digits counts on, keeping its width
 * ("000981" → "000982", "CHQ-099" → "CHQ-100"); a number without digits gets "-2", "-3"….
 */
export function nextChequeNumber(first: string, offset: number): string {
  const text = first.trim();
  if (offset === 0 || !text) return text;
  const match = /^(.*?)(\d+)(\D*)$/.exec(text);
  if (!match) return `${text}-${offset + 1}`;
  const [, head = '', digits = '', tail = ''] = match;
  const next = (BigInt(digits) + BigInt(offset)).toString();
  return `${head}${next.padStart(digits.length, '0')}${tail}`;
}

/** Instalments still owed with no held or deposited cheque earmarked for them, in order. */
export function uncoveredInstallments(installments: readonly Installment[], cheques: readonly Cheque[]): Installment[] {
  const covered = new Set(cheques.filter((c) => c.status === 'held' || c.status === 'deposited').flatMap((c) => (c.installmentId ? [c.installmentId] : [])));
  return installments.filter((i) => i.state !== 'paid' && i.state !== 'cancelled' && compareMoney(i.balance, '0') > 0 && !covered.has(i.id));
}

/** One row per uncovered instalment: the next number, its due date (today for one already due), its balance. */
export function proposeCheques(installments: readonly Installment[], cheques: readonly Cheque[], today: string, firstNumber: string): ChequeRow[] {
  return uncoveredInstallments(installments, cheques).map((i, n) => ({
    key: i.id,
    installmentId: i.id,
    sequence: i.sequence,
    chequeNumber: nextChequeNumber(firstNumber, n),
    chequeDate: i.dueDate < today ? today : i.dueDate,
    amount: i.balance,
  }));
}

/** Renumbers the rows from a new first number, in their order (rows edited by hand keep their own number). */
export function renumber(rows: readonly ChequeRow[], firstNumber: string, edited: ReadonlySet<string>): ChequeRow[] {
  return rows.map((row, n) => (edited.has(row.key) ? row : { ...row, chequeNumber: nextChequeNumber(firstNumber, n) }));
}
