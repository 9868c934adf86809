// What the fine's other actions ask of its waiver's approval request (waiver.ts): a fine whose
// waiver waits is neither recharged nor re-matched, and cancelling it withdraws the request. Apart
// from waiver.ts so that the fine's service can ask without importing the waiver, which imports it.
import type { Tx } from '../../../server/db/client';
import { AppError } from '../../../server/http/errors';
import { cancelOpenRequest, openRequestFor, openRequestsFor } from '../../admin/server/approvals';

export const SOURCE = 'fine_waiver' as const;

/** Refuses an action on a fine whose waiver waits on its approval request. */
export async function assertNoWaiverWaiting(tx: Tx, fineId: string) {
  const open = await openRequestFor(tx, SOURCE, fineId);
  if (open) throw new AppError(409, 'approval_pending', undefined, { number: open.requestNumber });
}

export const withdrawWaiver = (tx: Tx, fineId: string) => cancelOpenRequest(tx, SOURCE, fineId);

/** Each listed fine's open waiver request, for the list and drawer to show it waiting. */
export const finesAwaitingWaiver = (tx: Tx, fineIds: readonly string[]) => openRequestsFor(tx, SOURCE, fineIds);
