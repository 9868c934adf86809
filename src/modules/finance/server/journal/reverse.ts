// Reversal: the mirror entry on a chosen date (never before the original), posted through the
// same path as any entry, the two linked both ways. One reversal per entry: the source key
// ('reversal', original id, 'reverse') is unique, and the original row is locked meanwhile.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client';
import { AppError, notFound } from '../../../../server/http/errors';
import { mirrorLines } from '../../../../core/finance';
import { entryLines, writePosted, type JournalEntry } from '../posting/service';
import { journalEntries } from './tables';

export type ReverseInput = { companyId: string; entryId: string; date: string; userId: string | null; descriptionAr?: string; descriptionEn?: string | null };

export async function reverseEntry(tx: Tx, input: ReverseInput): Promise<{ original: JournalEntry; reversal: JournalEntry }> {
  const [original] = await tx.select().from(journalEntries).where(eq(journalEntries.id, input.entryId)).for('update');
  if (!original) throw notFound();
  if (original.status !== 'posted' || original.reversedById) throw new AppError(409, 'entry_not_reversible');
  if (input.date < original.entryDate) throw new AppError(400, 'reversal_before_entry', { date: 'reversal_before_entry' });
  const lines = await entryLines(tx, original.id);
  const reversal = await writePosted(tx, {
    companyId: input.companyId,
    date: input.date,
    descriptionAr: input.descriptionAr ?? `عكس القيد ${original.entryNumber}`,
    descriptionEn: input.descriptionEn ?? `Reversal of ${original.entryNumber}`,
    reference: original.entryNumber,
    source: { type: 'reversal', id: original.id, event: 'reverse' },
    lines: mirrorLines(lines),
    userId: input.userId,
    reversalOfId: original.id,
    anyAccount: true,
  });
  const [updated] = await tx.update(journalEntries).set({ status: 'reversed', reversedById: reversal.id, updatedAt: new Date() }).where(eq(journalEntries.id, original.id)).returning();
  return { original: updated!, reversal };
}
