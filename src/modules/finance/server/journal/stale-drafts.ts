// Drafts the accountant left behind: journal entries saved but never posted since a day, with
// their debit and credit totals, so the financial system analysis can name the unbalanced ones.
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client';
import { journalEntries, journalEntryLines } from './tables';

export type StaleDraft = { id: string; entryDate: string; descriptionAr: string; descriptionEn: string | null; createdOn: string; debit: string; credit: string };

export async function staleDrafts(tx: Tx, companyId: string, createdOnOrBefore: string, timezone: string): Promise<StaleDraft[]> {
  const createdOn = sql<string>`(${journalEntries.createdAt} at time zone ${timezone})::date`;
  return tx
    .select({
      id: journalEntries.id,
      entryDate: journalEntries.entryDate,
      descriptionAr: journalEntries.descriptionAr,
      descriptionEn: journalEntries.descriptionEn,
      createdOn: sql<string>`${createdOn}::text`,
      // Correlated by the table's name: a one-table select renders its columns unqualified.
      debit: sql<string>`coalesce((select sum(l.debit) from ${journalEntryLines} l where l.entry_id = "journal_entries"."id"), 0)::text`,
      credit: sql<string>`coalesce((select sum(l.credit) from ${journalEntryLines} l where l.entry_id = "journal_entries"."id"), 0)::text`,
    })
    .from(journalEntries)
    .where(and(eq(journalEntries.companyId, companyId), eq(journalEntries.status, 'draft'), isNull(journalEntries.entryNumber), lte(createdOn, createdOnOrBefore)))
    .orderBy(journalEntries.createdAt)
    .limit(200);
}
