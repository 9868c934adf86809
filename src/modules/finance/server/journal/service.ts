// Manual journal entries: drafts are kept as typed (each line one-sided, on a posting account of
// the company; the balance is checked at posting), then posted through the posting service's
// one path. Posted entries are immutable: they are corrected by reversal.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client';
import type { ApprovalRequest } from '../../../admin/server/approvals';
import { companyContext } from '../../../../server/http/fields';
import { AppError, notFound } from '../../../../server/http/errors';
import { lineSide, type PartyType } from '../../../../core/finance';
import { applyBalances, chartRefs, checkLines, entryLines, nextEntryNumber, type JournalEntry } from '../posting/service';
import { lockOpenPeriod } from '../periods/service';
import { journalEntries, journalEntryLines } from './tables';
import { assertNotHeld, gateEntryPosting, withdrawEntryApproval } from './approval-gate';

export type DraftLine = { accountId: string; debit?: string | null; credit?: string | null; description?: string | null; costCenterId?: string | null; partyType?: PartyType | null; partyId?: string | null };
export type DraftInput = { entryDate: string; descriptionAr: string; descriptionEn?: string | null; reference?: string | null; lines: readonly DraftLine[] };

async function draftLines(tx: Tx, companyId: string, entryId: string, input: DraftInput) {
  const { currency } = await companyContext(tx);
  const { accounts, centres } = await chartRefs(tx, companyId, input.lines);
  return input.lines.map((line, index) => {
    const account = accounts.get(line.accountId);
    if (!account) throw new AppError(400, 'validation_failed', { [`lines.${index}.accountId`]: 'not_found' });
    if (account.isHeader) throw new AppError(409, 'account_not_postable', undefined, { code: account.code });
    if (line.costCenterId && !centres.has(line.costCenterId)) throw new AppError(400, 'validation_failed', { [`lines.${index}.costCenterId`]: 'not_found' });
    if ((line.partyType == null) !== (line.partyId == null)) throw new AppError(400, 'validation_failed', { [`lines.${index}.partyId`]: 'required' });
    const side = lineSide(line, currency);
    if (!side.ok) throw new AppError(400, 'validation_failed', { [`lines.${index}`]: side.problem === 'invalid_amount' ? 'invalid_amount' : `line_${side.problem}` });
    const zero = side.side === 'debit' ? { debit: side.amount, credit: '0' } : { debit: '0', credit: side.amount };
    return {
      companyId,
      entryId,
      lineNumber: index + 1,
      accountId: line.accountId,
      ...zero,
      description: line.description ?? null,
      costCenterId: line.costCenterId ?? null,
      partyType: line.partyType ?? null,
      partyId: line.partyId ?? null,
      entryDate: input.entryDate,
      posted: false,
    };
  });
}

export async function createDraft(tx: Tx, companyId: string, userId: string | null, input: DraftInput): Promise<JournalEntry> {
  const id = crypto.randomUUID();
  const lines = await draftLines(tx, companyId, id, input);
  const [entry] = await tx
    .insert(journalEntries)
    .values({ id, companyId, entryDate: input.entryDate, descriptionAr: input.descriptionAr, descriptionEn: input.descriptionEn ?? null, reference: input.reference ?? null, sourceType: 'manual', status: 'draft', createdBy: userId })
    .returning();
  if (lines.length) await tx.insert(journalEntryLines).values(lines);
  return entry!;
}

async function lockDraft(tx: Tx, entryId: string) {
  const [entry] = await tx.select().from(journalEntries).where(eq(journalEntries.id, entryId)).for('update');
  if (!entry) throw notFound();
  if (entry.status !== 'draft') throw new AppError(409, 'entry_not_draft', undefined, { number: entry.entryNumber ?? '' });
  return entry;
}

/** Replaces a draft's header and lines (the form saves the whole entry). */
export async function updateDraft(tx: Tx, companyId: string, entryId: string, input: DraftInput): Promise<JournalEntry> {
  await lockDraft(tx, entryId);
  await assertNotHeld(tx, entryId);
  const lines = await draftLines(tx, companyId, entryId, input);
  await tx.delete(journalEntryLines).where(eq(journalEntryLines.entryId, entryId));
  if (lines.length) await tx.insert(journalEntryLines).values(lines);
  const [entry] = await tx
    .update(journalEntries)
    .set({ entryDate: input.entryDate, descriptionAr: input.descriptionAr, descriptionEn: input.descriptionEn ?? null, reference: input.reference ?? null, updatedAt: new Date() })
    .where(eq(journalEntries.id, entryId))
    .returning();
  return entry!;
}

export async function deleteDraft(tx: Tx, entryId: string) {
  await lockDraft(tx, entryId);
  await withdrawEntryApproval(tx, entryId);
  await tx.delete(journalEntries).where(eq(journalEntries.id, entryId));
}

/**
 * Posts a draft: balanced, accounts postable, period open; numbered; balances kept. When the
 * company's workflow gates this entry, it stays a draft and the request it waits on is returned
 * (approval posts it through this same path).
 */
export async function postDraft(tx: Tx, companyId: string, entryId: string, userId: string | null): Promise<{ entry: JournalEntry; awaiting: ApprovalRequest | null }> {
  const draft = await lockDraft(tx, entryId);
  const { currency } = await companyContext(tx);
  const lines = await entryLines(tx, entryId);
  const checked = await checkLines(tx, companyId, lines, currency);
  const { year } = await lockOpenPeriod(tx, companyId, draft.entryDate);
  // Checked first, so nobody is asked to approve an entry that could not be posted.
  const gate = await gateEntryPosting(tx, draft, checked.total, currency, userId);
  if (gate !== 'go') return { entry: draft, awaiting: gate };
  const [entry] = await tx
    .update(journalEntries)
    .set({ status: 'posted', entryNumber: await nextEntryNumber(tx, companyId, year.label), fiscalYearId: year.id, total: checked.total, postedAt: new Date(), postedBy: userId, updatedAt: new Date() })
    .where(and(eq(journalEntries.id, entryId), eq(journalEntries.status, 'draft')))
    .returning();
  await tx.update(journalEntryLines).set({ posted: true, entryDate: draft.entryDate }).where(eq(journalEntryLines.entryId, entryId));
  await applyBalances(tx, entryId);
  return { entry: entry!, awaiting: null };
}
