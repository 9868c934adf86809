// Costs the ledger holds against a vehicle (decision 042): posted lines tagged with the party
// (vehicle, id) on expense accounts over a period, debit − credit per vehicle. No module posts with
// a vehicle party today, so this is what an accountant's own entries put there — depreciation
// above all (the chart's "Rental fleet depreciation"); the fleet's profit per vehicle reads it.
import { and, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client';
import { ledgerAccounts } from '../accounts/tables';
import { journalEntryLines as l } from '../journal/tables';

export async function vehicleLedgerCosts(tx: Tx, companyId: string, from: string, to: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ vehicleId: l.partyId, amount: sql<string>`sum(${l.debit} - ${l.credit})::text` })
    .from(l)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, l.accountId))
    // `party_id is not null` lets the planner use the party index (partial on that condition):
    // without it the read scanned every line of the year (147k at scale 50) for a few dozen.
    .where(and(eq(l.companyId, companyId), eq(l.partyType, 'vehicle'), isNotNull(l.partyId), eq(l.posted, true), eq(ledgerAccounts.accountType, 'expense'), gte(l.entryDate, from), lte(l.entryDate, to)))
    .groupBy(l.partyId);
  return new Map(rows.map((r) => [r.vehicleId!, r.amount]));
}
