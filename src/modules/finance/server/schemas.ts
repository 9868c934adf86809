// Output shapes of the finance API: accounts, mappings, journal entries with lines, fiscal
// years with periods. Money leaves with the company currency's decimals.
import { requestOut } from '../../admin/server/approvals';
import { z } from '@hono/zod-openapi';
import { currencyOut, decimalOut, rowSchema } from '../../../server/http/row-schema';
import { ACCOUNT_TYPES, PARTY_TYPES } from '../../../core/finance';
import { accountMappings, ledgerAccounts } from './accounts/tables';
import { journalEntries, journalEntryLines } from './journal/tables';
import { fiscalPeriods, fiscalYears } from './periods/tables';

export const ENTRY_STATUSES = ['draft', 'posted', 'reversed'] as const;
const status = z.enum(['open', 'closed']);

export const accountOut = rowSchema(ledgerAccounts)
  .extend({ accountType: z.enum(ACCOUNT_TYPES), normalBalance: z.enum(['debit', 'credit']), hasPostings: z.boolean().describe('An account with postings cannot be deleted or change type') })
  .openapi('LedgerAccount');
export const accountListOut = z.object({
  items: z.array(accountOut.extend({ balance: decimalOut.describe('Posted balance on the account’s normal side (negative: the other side)') })),
  total: z.number(),
  currency: currencyOut,
});

export const mappingOut = rowSchema(accountMappings).pick({ key: true }).extend({
  nameAr: z.string(),
  nameEn: z.string(),
  accountId: z.string().nullable(),
  accountCode: z.string().nullable(),
  accountNameAr: z.string().nullable(),
  accountNameEn: z.string().nullable(),
});
export const mappingListOut = z.object({ items: z.array(mappingOut) });

export const entryOut = rowSchema(journalEntries).extend({ status: z.enum(ENTRY_STATUSES) }).openapi('JournalEntry');
/** A listed entry; a draft held by its approval request names it (posting it opened the request). */
export const entryListOut = z.object({ items: z.array(entryOut.extend({ awaitingApproval: z.object({ id: z.string(), number: z.string() }).nullable() })), total: z.number(), page: z.number(), pageSize: z.number(), currency: currencyOut });

export const lineOut = rowSchema(journalEntryLines).extend({
  partyType: z.enum(PARTY_TYPES).nullable(),
  accountCode: z.string(),
  accountNameAr: z.string(),
  accountNameEn: z.string(),
});
export const entryDetailOut = entryOut.extend({
  lines: z.array(lineOut),
  totals: z.object({ debit: decimalOut, credit: decimalOut, difference: decimalOut }),
  currency: currencyOut,
  /** A manual entry's approval requests, newest first (empty when none was needed). */
  approvals: z.array(requestOut),
})
  // Named: five routes answer with it, and the web's types read it once.
  .openapi('JournalEntryDetail');
export const reversalOut = z.object({ original: entryOut, reversal: entryOut });

export const periodOut = rowSchema(fiscalPeriods).extend({ status });
export const fiscalYearOut = rowSchema(fiscalYears).extend({ status, periods: z.array(periodOut) });
export const fiscalYearListOut = z.object({ items: z.array(fiscalYearOut) });
