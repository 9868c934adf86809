// Reads and one write of the chart that other modules need without touching finance's tables
// (decision 050, treasury): a posting account, the account a mapping key names, a new posting
// account under a header, and the posted lines and balance of one account.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client';
import type { MappingKey } from '../../../../core/finance';
import { journalEntries, journalEntryLines } from '../journal/tables';
import { createAccount } from './service';
import { accountMappings, ledgerAccounts } from './tables';

export type ChartAccountRef = { id: string; code: string; nameAr: string; nameEn: string; accountType: 'asset' | 'liability' | 'equity' | 'revenue' | 'expense'; isHeader: boolean; isActive: boolean; parentId: string | null };

const accountColumns = { id: ledgerAccounts.id, code: ledgerAccounts.code, nameAr: ledgerAccounts.nameAr, nameEn: ledgerAccounts.nameEn, accountType: ledgerAccounts.accountType, isHeader: ledgerAccounts.isHeader, isActive: ledgerAccounts.isActive, parentId: ledgerAccounts.parentId };

export async function chartAccount(tx: Tx, companyId: string, id: string): Promise<ChartAccountRef | null> {
  const [row] = await tx.select(accountColumns).from(ledgerAccounts).where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.id, id)));
  return row ?? null;
}

/** The company's active posting accounts, by code (pickers). */
export async function postingAccounts(tx: Tx, companyId: string): Promise<ChartAccountRef[]> {
  return tx.select(accountColumns).from(ledgerAccounts).where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.isHeader, false), eq(ledgerAccounts.isActive, true))).orderBy(asc(ledgerAccounts.code));
}

export async function mappedAccount(tx: Tx, companyId: string, key: MappingKey): Promise<ChartAccountRef | null> {
  const [row] = await tx.select(accountColumns).from(accountMappings).innerJoin(ledgerAccounts, eq(ledgerAccounts.id, accountMappings.accountId)).where(and(eq(accountMappings.companyId, companyId), eq(accountMappings.key, key)));
  return row ?? null;
}

/** A posting account under `parentId`, coded after its last child (110105 → 110106). */
export async function createChildAccount(tx: Tx, companyId: string, parentId: string, names: { nameAr: string; nameEn: string }): Promise<ChartAccountRef> {
  const parent = await chartAccount(tx, companyId, parentId);
  if (!parent) throw new Error('parent account not found');
  const children = await tx.select({ code: ledgerAccounts.code }).from(ledgerAccounts).where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.parentId, parentId)));
  const suffixes = children.map((c) => c.code.slice(parent.code.length)).filter((s) => /^\d+$/.test(s));
  const width = Math.max(2, ...suffixes.map((s) => s.length));
  const next = Math.max(0, ...suffixes.map(Number)) + 1;
  const code = `${parent.code}${String(next).padStart(width, '0')}`;
  const row = await createAccount(tx, companyId, { code, nameAr: names.nameAr, nameEn: names.nameEn, accountType: parent.accountType, isHeader: false, isActive: true, parentId, defaultCostCenterId: null, description: null });
  return { id: row.id, code: row.code, nameAr: row.nameAr, nameEn: row.nameEn, accountType: row.accountType, isHeader: row.isHeader, isActive: row.isActive, parentId: row.parentId };
}

export type AccountLine = { id: string; entryId: string; entryNumber: string | null; date: string; debit: string; credit: string; descriptionAr: string; descriptionEn: string | null; lineDescription: string | null; reference: string | null; sourceType: string; sourceId: string | null };

const lineColumns = {
  id: journalEntryLines.id,
  entryId: journalEntryLines.entryId,
  entryNumber: journalEntries.entryNumber,
  date: journalEntryLines.entryDate,
  debit: journalEntryLines.debit,
  credit: journalEntryLines.credit,
  descriptionAr: journalEntries.descriptionAr,
  descriptionEn: journalEntries.descriptionEn,
  lineDescription: journalEntryLines.description,
  reference: journalEntries.reference,
  sourceType: journalEntries.sourceType,
  sourceId: journalEntries.sourceId,
};

/** Posted lines of one account, newest first (or those of `ids`). */
export async function accountLines(tx: Tx, companyId: string, accountId: string, opts: { limit?: number; from?: string; ids?: readonly string[] } = {}): Promise<AccountLine[]> {
  if (opts.ids && !opts.ids.length) return [];
  return tx
    .select(lineColumns)
    .from(journalEntryLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalEntryLines.entryId))
    .where(
      and(
        eq(journalEntryLines.companyId, companyId),
        eq(journalEntryLines.accountId, accountId),
        eq(journalEntryLines.posted, true),
        opts.from ? sql`${journalEntryLines.entryDate} >= ${opts.from}` : undefined,
        opts.ids ? inArray(journalEntryLines.id, [...opts.ids]) : undefined,
      ),
    )
    .orderBy(desc(journalEntryLines.entryDate), desc(journalEntries.entryNumber), asc(journalEntryLines.lineNumber))
    .limit(opts.limit ?? 5000);
}

/** Debit minus credit of the account's posted lines, up to a date (inclusive) or all. */
export async function accountBalance(tx: Tx, companyId: string, accountId: string, asOf?: string): Promise<string> {
  const [row] = await tx
    .select({ net: sql<string>`coalesce(sum(${journalEntryLines.debit} - ${journalEntryLines.credit}), 0)::text` })
    .from(journalEntryLines)
    .where(and(eq(journalEntryLines.companyId, companyId), eq(journalEntryLines.accountId, accountId), eq(journalEntryLines.posted, true), asOf ? sql`${journalEntryLines.entryDate} <= ${asOf}` : undefined));
  return row?.net ?? '0';
}
