// Bank reconciliation (decision 050): a statement is read through the user's column mapping and
// imported whole or not at all; its lines are matched, each once, to ledger lines of the bank's
// ledger account (each once too: a unique index), from suggestions or by hand; a line with no
// ledger counterpart (bank charges, interest) gets its receipt or disbursement posted from it.
import type { z } from '@hono/zod-openapi';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { message, type MessageCode } from '../../../core/i18n/messages';
import { addMoney, compareMoney, negateMoney, subtractMoney, sumMoney, toMoney, type CurrencyCode } from '../../../core/money';
import { guessMapping, readStatement, suggestMatches, type StatementMapping } from '../../../core/treasury';
import { accountLines, type AccountLine } from '../../finance/server';
import type { createEntryInput, importInput, previewInput } from './schemas';
import { readStatementFile } from './statement-file';
import { recordMovement, treasuryAccount, type TreasuryAccount, type Who } from './service';
import { bankStatementLines, bankStatements } from './tables';

export type Statement = typeof bankStatements.$inferSelect;
export type StatementLine = typeof bankStatementLines.$inferSelect;

function checkMapping(mapping: StatementMapping) {
  const hasAmount = mapping.amount !== null && mapping.amount !== undefined;
  const hasSplit = mapping.debit !== null && mapping.debit !== undefined && mapping.credit !== null && mapping.credit !== undefined;
  if (!hasAmount && !hasSplit) throw new AppError(400, 'validation_failed', { mapping: 'statement_column_missing' });
}

const rowError = (e: { row: number; code: MessageCode }) => ({ row: e.row, code: e.code, ar: `الصف ${e.row}: ${message(e.code, 'ar')}`, en: `Row ${e.row}: ${message(e.code, 'en')}` });

/** The file's columns, its first rows, a mapping (the caller's or a guess) and what it reads to. */
export async function previewStatement(input: z.input<typeof previewInput>, currency: CurrencyCode) {
  const grid = await readStatementFile(input.fileName, input.content);
  const mapping = input.mapping ?? guessMapping(grid[0] ?? []);
  checkMapping(mapping);
  const width = Math.max(...grid.map((r) => r.length));
  const columns = Array.from({ length: width }, (_, i) => (mapping.headerRow ? grid[0]![i] || `#${i + 1}` : `#${i + 1}`));
  const read = readStatement(grid, mapping, currency);
  return { columns, sample: grid.slice(0, 8), mapping, rows: read.rows.slice(0, 50), rowCount: read.rows.length, errors: read.errors.map(rowError), currency };
}

async function bankAccount(tx: Tx, id: string): Promise<TreasuryAccount> {
  const account = await treasuryAccount(tx, id);
  if (account.kind !== 'bank') throw new AppError(409, 'treasury_not_bank');
  return account;
}

/** Imports every row or nothing: one malformed row refuses the file, naming each bad row. */
export async function importStatement(tx: Tx, accountId: string, input: z.input<typeof importInput>, who: Who): Promise<Statement> {
  const account = await bankAccount(tx, accountId);
  checkMapping(input.mapping);
  const grid = await readStatementFile(input.fileName, input.content);
  const read = readStatement(grid, input.mapping, who.currency);
  if (read.errors.length) {
    const shown = read.errors.slice(0, 20).map(rowError);
    const more = read.errors.length > 20 ? { ar: ` (و${read.errors.length - 20} صفوف أخرى)`, en: ` (and ${read.errors.length - 20} more rows)` } : { ar: '', en: '' };
    throw new AppError(
      400,
      'statement_rows_invalid',
      Object.fromEntries(read.errors.slice(0, 50).map((e) => [`row_${e.row}`, e.code])),
      { rows: { ar: shown.map((e) => e.ar).join('؛ ') + more.ar, en: shown.map((e) => e.en).join('; ') + more.en } },
    );
  }
  if (!read.rows.length) throw new AppError(400, 'statement_empty', { content: 'statement_empty' });
  const dates = read.rows.map((r) => r.date).sort();
  const [statement] = await tx
    .insert(bankStatements)
    .values({
      companyId: who.companyId,
      number: formatNumber('STM', await nextNumber(tx, who.companyId, 'bank_statement'), 5),
      treasuryAccountId: account.id,
      fileName: input.fileName,
      openingBalance: toMoney('openingBalance', input.openingBalance ?? '0', who.currency),
      fromDate: dates[0]!,
      toDate: dates[dates.length - 1]!,
      lineCount: read.rows.length,
      createdBy: who.userId,
    })
    .returning();
  for (let i = 0; i < read.rows.length; i += 500) {
    await tx.insert(bankStatementLines).values(
      read.rows.slice(i, i + 500).map((r) => ({ companyId: who.companyId, statementId: statement!.id, rowNumber: r.row, date: r.date, description: r.description, reference: r.reference, amount: r.amount })),
    );
  }
  return statement!;
}

export async function statementOf(tx: Tx, id: string): Promise<Statement> {
  const [row] = await tx.select().from(bankStatements).where(eq(bankStatements.id, id));
  if (!row) throw notFound();
  return row;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const signed = (l: Pick<AccountLine, 'debit' | 'credit'>) => subtractMoney(l.debit, l.credit);

/** Ledger lines of the bank's account not matched to any statement line, within the dates. */
async function unmatchedLedgerLines(tx: Tx, account: TreasuryAccount, from: string, to: string): Promise<AccountLine[]> {
  const lines = (await accountLines(tx, account.companyId, account.ledgerAccountId, { from })).filter((l) => l.date <= to);
  if (!lines.length) return [];
  const taken = await tx.select({ id: bankStatementLines.journalLineId }).from(bankStatementLines).where(inArray(bankStatementLines.journalLineId, lines.map((l) => l.id)));
  const used = new Set(taken.map((t) => t.id));
  return lines.filter((l) => !used.has(l.id)).reverse();
}

export async function reconciliation(tx: Tx, statementId: string) {
  const statement = await statementOf(tx, statementId);
  const account = await treasuryAccount(tx, statement.treasuryAccountId);
  const lines = await tx.select().from(bankStatementLines).where(eq(bankStatementLines.statementId, statementId)).orderBy(asc(bankStatementLines.rowNumber));
  const window = account.matchWindowDays;
  const open = await unmatchedLedgerLines(tx, account, addDays(statement.fromDate, -window), addDays(statement.toDate, window));
  const matchedIds = lines.flatMap((l) => (l.journalLineId ? [l.journalLineId] : []));
  const matched = await accountLines(tx, account.companyId, account.ledgerAccountId, { ids: matchedIds });
  const suggestions = suggestMatches(
    lines.filter((l) => !l.journalLineId).map((l) => ({ id: l.id, date: l.date, amount: l.amount, reference: l.reference })),
    open.map((l) => ({ id: l.id, date: l.date, amount: signed(l), reference: l.reference })),
    window,
  );
  return { statement, account, lines, open, matched: new Map(matched.map((m) => [m.id, m])), suggestions: new Map(suggestions.map((s) => [s.statementLineId, s])) };
}

export function balances(statement: Statement, lines: readonly StatementLine[]) {
  const statementBalance = addMoney(statement.openingBalance, sumMoney(lines.map((l) => l.amount)));
  const reconciledBalance = addMoney(statement.openingBalance, sumMoney(lines.filter((l) => l.journalLineId).map((l) => l.amount)));
  return { statementBalance, reconciledBalance, difference: subtractMoney(statementBalance, reconciledBalance) };
}

/** Confirms matches, all or none: each statement line and each ledger line at most once. */
export async function confirmMatches(tx: Tx, statementId: string, matches: readonly { statementLineId: string; journalLineId: string }[], who: Who) {
  const statement = await statementOf(tx, statementId);
  const account = await treasuryAccount(tx, statement.treasuryAccountId);
  const lineIds = matches.map((m) => m.statementLineId);
  const journalIds = matches.map((m) => m.journalLineId);
  if (new Set(lineIds).size !== lineIds.length) throw new AppError(409, 'statement_line_matched');
  if (new Set(journalIds).size !== journalIds.length) throw new AppError(409, 'ledger_line_matched');
  const rows = await tx.select().from(bankStatementLines).where(and(eq(bankStatementLines.statementId, statementId), inArray(bankStatementLines.id, lineIds))).for('update');
  if (rows.length !== lineIds.length) throw notFound();
  if (rows.some((r) => r.journalLineId)) throw new AppError(409, 'statement_line_matched');
  const ledger = new Map((await accountLines(tx, account.companyId, account.ledgerAccountId, { ids: journalIds })).map((l) => [l.id, l]));
  const [taken] = await tx.select({ id: bankStatementLines.id }).from(bankStatementLines).where(and(inArray(bankStatementLines.journalLineId, journalIds), isNotNull(bankStatementLines.journalLineId))).limit(1);
  if (taken) throw new AppError(409, 'ledger_line_matched');
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const m of matches) {
    const line = byId.get(m.statementLineId)!;
    const l = ledger.get(m.journalLineId);
    if (!l) throw new AppError(400, 'validation_failed', { journalLineId: 'match_line_not_found' });
    if (compareMoney(signed(l), line.amount) !== 0) throw new AppError(409, 'match_amount_differs');
    await tx.update(bankStatementLines).set({ journalLineId: l.id, matchedAt: new Date(), matchedBy: who.userId }).where(and(eq(bankStatementLines.id, line.id), isNull(bankStatementLines.journalLineId)));
  }
}

export async function unmatchLine(tx: Tx, lineId: string) {
  const [line] = await tx.select().from(bankStatementLines).where(eq(bankStatementLines.id, lineId)).for('update');
  if (!line) throw notFound();
  if (!line.journalLineId) throw new AppError(409, 'statement_line_not_matched');
  await tx.update(bankStatementLines).set({ journalLineId: null, matchedAt: null, matchedBy: null }).where(eq(bankStatementLines.id, lineId));
  return line.statementId;
}

/**
 * The entry a statement line shows and the books lack: a receipt (money in) or a disbursement
 * (money out) against the chosen account, on the line's date, posted and matched to the line.
 */
export async function createEntryFromLine(tx: Tx, lineId: string, input: z.input<typeof createEntryInput>, who: Who) {
  const [line] = await tx.select().from(bankStatementLines).where(eq(bankStatementLines.id, lineId)).for('update');
  if (!line) throw notFound();
  if (line.journalLineId) throw new AppError(409, 'statement_line_matched');
  const statement = await statementOf(tx, line.statementId);
  const account = await treasuryAccount(tx, statement.treasuryAccountId);
  const incoming = compareMoney(line.amount, '0') > 0;
  const movement = await recordMovement(
    tx,
    {
      kind: incoming ? 'receipt' : 'disbursement',
      treasuryAccountId: account.id,
      counterAccountId: input.counterAccountId,
      costCenterId: input.costCenterId,
      date: line.date,
      amount: incoming ? line.amount : negateMoney(line.amount),
      description: input.description || line.description || line.reference || statement.number,
      reference: line.reference ?? undefined,
      statementLineId: line.id,
    },
    who,
  );
  const own = (await accountLines(tx, account.companyId, account.ledgerAccountId, { from: line.date })).find((l) => l.entryId === movement.journalEntryId);
  if (!own) throw new Error('the posted entry has no line on the bank account');
  await tx.update(bankStatementLines).set({ journalLineId: own.id, matchedAt: new Date(), matchedBy: who.userId }).where(eq(bankStatementLines.id, line.id));
  return { movement, statementId: statement.id };
}

export async function statementsOf(tx: Tx, accountId: string) {
  return tx
    .select({
      statement: bankStatements,
      matchedCount: sql<number>`(select count(*)::int from bank_statement_lines l where l.statement_id = "bank_statements"."id" and l.journal_line_id is not null)`,
    })
    .from(bankStatements)
    .where(eq(bankStatements.treasuryAccountId, accountId))
    .orderBy(sql`${bankStatements.toDate} desc`, sql`${bankStatements.number} desc`);
}
