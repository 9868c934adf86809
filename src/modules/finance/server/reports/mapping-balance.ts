// The balance on a day of the account a mapping key names, for one party or all (decision 051):
// the payables aging of the payables module reconciles with it, as billing's receivables do in aging.ts.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client';
import { parseMoney, type CurrencyCode } from '../../../../core/money';
import type { MappingKey, PartyType } from '../../../../core/finance';
import { accountMappings, ledgerAccounts } from '../accounts/tables';
import { journalEntryLines } from '../journal/tables';
import { missingMapping } from '../posting/service';

/** Debit − credit of the mapped account's posted lines up to `asOf` (a liability is negative). */
export async function mappingBalance(tx: Tx, input: { companyId: string; key: MappingKey; asOf: string; currency: CurrencyCode; party?: { type: PartyType; id: string } | null }) {
  const [account] = await tx
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code, nameAr: ledgerAccounts.nameAr, nameEn: ledgerAccounts.nameEn })
    .from(accountMappings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, accountMappings.accountId))
    .where(and(eq(accountMappings.companyId, input.companyId), eq(accountMappings.key, input.key)));
  if (!account) throw missingMapping(input.key);
  const [row] = await tx
    .select({ balance: sql<string>`coalesce(sum(${journalEntryLines.debit} - ${journalEntryLines.credit}), 0)::text` })
    .from(journalEntryLines)
    .where(
      and(
        eq(journalEntryLines.accountId, account.id),
        eq(journalEntryLines.posted, true),
        lte(journalEntryLines.entryDate, input.asOf),
        input.party ? and(eq(journalEntryLines.partyType, input.party.type), eq(journalEntryLines.partyId, input.party.id)) : undefined,
      ),
    );
  return { ...account, balance: parseMoney(row?.balance ?? '0', input.currency) };
}
