// The posting interface other modules call, inside their own transaction (ARCHITECTURE.md:
// money events post through the finance module's posting service, idempotently).
import type { Tx } from '../../../../server/db/client';
import { notFound } from '../../../../server/http/errors';
import { reverseEntry } from '../journal/reverse';
import { lockSource, resolveMappings, writePosted, type JournalEntry, type PostingLine } from './service';

export type PostEventInput = {
  companyId: string;
  /** The business record that made the entry: { type: 'invoice', id }. */
  source: { type: string; id: string };
  /** What happened to it: 'issued', 'cancelled', 'received', 'deposit_held', … */
  event: string;
  /** The entry date: the event's own date (an invoice's issue date, a payment's date). */
  date: string;
  description: { ar: string; en?: string | null };
  reference?: string | null;
  lines: readonly PostingLine[];
  userId?: string | null;
};

export type PostEventResult = { entry: JournalEntry; created: boolean };

/**
 * Posts the entry of a business event, exactly once: a second call with the same source and
 * event returns the first entry and writes nothing. Refuses (throws AppError, writing nothing)
 * an unbalanced entry (400), a missing account mapping (409, naming it), an inactive or header
 * account (409) and a date inside a closed period (409). The caller's transaction rolls back
 * with the error, so the event and its entry commit together or not at all.
 */
export async function postEvent(tx: Tx, input: PostEventInput): Promise<PostEventResult> {
  const source = { type: input.source.type, id: input.source.id, event: input.event };
  const existing = await lockSource(tx, input.companyId, source);
  if (existing) return { entry: existing, created: false };
  const lines = await resolveMappings(tx, input.companyId, input.lines);
  const entry = await writePosted(tx, {
    companyId: input.companyId,
    date: input.date,
    descriptionAr: input.description.ar,
    descriptionEn: input.description.en ?? null,
    reference: input.reference ?? null,
    source,
    lines,
    userId: input.userId ?? null,
  });
  return { entry, created: true };
}

/**
 * Undoes an event's entry by its mirror (an invoice cancelled reverses 'issued'), idempotently:
 * when it is already reversed, the existing reversal is returned.
 */
export async function reverseEvent(tx: Tx, input: { companyId: string; source: { type: string; id: string }; event: string; date: string; userId?: string | null }): Promise<PostEventResult> {
  const posted = await lockSource(tx, input.companyId, { type: input.source.type, id: input.source.id, event: input.event });
  if (!posted) throw notFound();
  if (posted.reversedById) {
    const reversal = await lockSource(tx, input.companyId, { type: 'reversal', id: posted.id, event: 'reverse' });
    return { entry: reversal!, created: false };
  }
  const { reversal } = await reverseEntry(tx, { companyId: input.companyId, entryId: posted.id, date: input.date, userId: input.userId ?? null });
  return { entry: reversal, created: true };
}
