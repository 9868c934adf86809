// Exact per-key row counts kept by the database (record_counts, decision 017): what a list's
// status chips and unfiltered total read, in O(keys) whatever the size of the table.
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { recordCounts } from '../db/schema';

/** Counts by key for one table of the request's company (row-level security scopes the read). */
export async function readCounts(tx: Tx, entity: 'vehicles' | 'contracts' | 'invoices' | 'customers'): Promise<Record<string, number>> {
  const rows = await tx.select({ key: recordCounts.key, n: recordCounts.n }).from(recordCounts).where(eq(recordCounts.entity, entity));
  const out: Record<string, number> = {};
  for (const r of rows) if (r.n !== 0) out[r.key] = r.n;
  return out;
}

/** The sum of the counts whose key passes `keep`. */
export function sumCounts(counts: Record<string, number>, keep: (key: string) => boolean = () => true): number {
  let total = 0;
  for (const [key, n] of Object.entries(counts)) if (keep(key)) total += n;
  return total;
}
