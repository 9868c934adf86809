// Race-free per-company numbering: the upsert takes a row lock, so two transactions asking
// for the next number of the same sequence are serialised and never get the same value.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { numberSequences } from '../db/schema';

export async function nextNumber(tx: Tx, companyId: string, name: string): Promise<number> {
  const [row] = await tx
    .insert(numberSequences)
    .values({ companyId, name, lastValue: 1 })
    .onConflictDoUpdate({
      target: [numberSequences.companyId, numberSequences.name],
      set: { lastValue: sql`${numberSequences.lastValue} + 1` },
    })
    .returning({ value: numberSequences.lastValue });
  if (!row) throw new Error(`sequence ${name} returned nothing`);
  return row.value;
}

/** EMP-0001 style: a prefix and a zero-padded number. */
export function formatNumber(prefix: string, value: number, width = 4): string {
  return `${prefix}-${String(value).padStart(width, '0')}`;
}
