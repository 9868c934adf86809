// What other modules do inside a posting's transaction once its lines reached the balances (the
// budgets' 90 % / 100 % alerts, issue 18). The finance module cannot import the modules that
// listen, so the server registers them at start (bootstrap.ts), like setHistoryPoster.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../../server/db/client';

/** A posted (or reversed) entry as a listener sees it: which accounts moved, on which date. */
export type PostedEntry = { companyId: string; entryId: string; date: string; accountIds: string[] };
export type PostingListener = (tx: Tx, posted: PostedEntry) => Promise<void>;

const listeners = new Set<PostingListener>();

/** Registers `listener` for every posting from now on (once; a second call changes nothing). */
export function onLedgerPosted(listener: PostingListener) {
  listeners.add(listener);
}

/** Tells the listeners about an entry just added to the balances, in its own transaction. */
export async function announcePosted(tx: Tx, entryId: string) {
  if (!listeners.size) return;
  const rows = await queryRows<{ company_id: string; entry_date: string; account_id: string }>(tx, sql`select distinct company_id, entry_date::text as entry_date, account_id from journal_entry_lines where entry_id = ${entryId}`);
  if (!rows.length) return;
  const posted: PostedEntry = { companyId: rows[0]!.company_id, entryId, date: rows[0]!.entry_date, accountIds: [...new Set(rows.map((r) => r.account_id))] };
  for (const listener of listeners) await listener(tx, posted);
}
