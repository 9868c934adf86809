// A manual journal entry under the company's approval workflow (issue 20, "journal_entry"). When
// the workflow is on and the entry's total is above its amount (or it has none: every manual
// entry, a maker-checker rule), posting opens an approval request and the entry stays a draft,
// held: it cannot be edited or posted until the last step approves, which posts it. A rejection
// leaves it a draft to correct and post again (a new request). Deleting the draft withdraws it.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client';
import { AppError } from '../../../../server/http/errors';
import type { CurrencyCode } from '../../../../core/money';
import { approvalHistory, cancelOpenRequest, gateAmount, onApprovalDecided, openRequestFor, openRequestsFor, proceedOrTell, type ApprovalActor } from '../../../admin/server/approvals';
import { journalEntries } from './tables';

const SOURCE = 'journal_entry' as const;
type Draft = typeof journalEntries.$inferSelect;

/**
 * Before posting a checked draft: 'go' when no approval is needed (or one already covers this
 * total), else the request it now waits on (opened now, or the one already open).
 */
export async function gateEntryPosting(tx: Tx, draft: Draft, total: string, currency: CurrencyCode, requestedBy: string | null) {
  const waiting = await gateAmount(tx, {
    source: SOURCE,
    sourceId: draft.id,
    amount: total,
    currency,
    title: (shown) => ({ ar: `ترحيل قيد يدوي بمبلغ ${shown.ar}: ${draft.descriptionAr}`, en: `Posting a manual entry of ${shown.en}: ${draft.descriptionEn ?? draft.descriptionAr}` }),
    link: `/finance/journal-entries/${draft.id}`,
    requestedBy,
  });
  return waiting ?? 'go';
}

/** A draft waiting on its approval is held as it was asked: no edit until decided. */
export async function assertNotHeld(tx: Tx, entryId: string) {
  const open = await openRequestFor(tx, SOURCE, entryId);
  if (open) throw new AppError(409, 'approval_pending', undefined, { number: open.requestNumber });
}

export const withdrawEntryApproval = (tx: Tx, entryId: string) => cancelOpenRequest(tx, SOURCE, entryId);

/** Each listed draft's open request, for the list to show it held. */
export const entriesAwaitingApproval = (tx: Tx, entryIds: readonly string[]) => openRequestsFor(tx, SOURCE, entryIds);

/** The entry's approval requests with their steps, for its page. */
export const entryApprovals = (tx: Tx, entryId: string, actor: ApprovalActor) => approvalHistory(tx, SOURCE, entryId, actor);

type Post = (tx: Tx, companyId: string, entryId: string, userId: string | null) => Promise<unknown>;

/**
 * What approval does: posts the entry for the person who asked. If it can no longer be posted
 * (its period was closed meanwhile, an account deactivated), the approval stands, the entry stays
 * a draft, and the requester is told why.
 */
export function registerEntryApprovals(post: Post) {
  onApprovalDecided(SOURCE, {
    lock: async (tx, id) => void (await tx.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.id, id)).for('update')),
    approved: (tx, request) =>
      proceedOrTell(tx, request, (inner) => post(inner, request.companyId, request.sourceId, request.requestedBy), {
        title: { ar: `تمت الموافقة على ${request.requestNumber} لكن القيد لم يُرحَّل`, en: `${request.requestNumber} was approved but the entry was not posted` },
        message: { ar: 'تعذر ترحيل القيد (قد تكون الفترة أُقفلت أو حساب أُوقف)؛ القيد باقٍ مسودة، صحّحه ثم رحّله', en: 'The entry could not be posted (its period may have been closed or an account deactivated); it stays a draft to correct and post' },
        relatedType: 'journal_entry',
      }),
  });
}
