// The one way into the ledger. Every posted entry — a business event's, a manual one, a
// reversal, the year-end close — is written by writePosted here: lines checked and balanced in
// the company currency's smallest unit, its period open and locked, a number from the company's
// sequence for the fiscal year, and the kept monthly balances added in the same transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client';
import { AppError } from '../../../../server/http/errors';
import { formatNumber, nextNumber } from '../../../../server/platform/sequences';
import { checkEntry, mappingDefinition, type MappingKey, type PartyType } from '../../../../core/finance';
import { resolveCurrency, type CurrencyCode } from '../../../../core/money';
import { companies } from '../../../../server/db/schema';
import { accountMappings, costCenters, ledgerAccounts } from '../accounts/tables';
import { journalEntries, journalEntryLines } from '../journal/tables';
import { lockOpenPeriod } from '../periods/service';
import { announcePosted } from './listeners';

export type JournalEntry = typeof journalEntries.$inferSelect;

/** A line before its account is resolved: a mapping key (automatic postings) or an account id. */
export type PostingLine = ({ mapping: MappingKey; accountId?: never } | { accountId: string; mapping?: never }) & {
  debit?: string | null;
  credit?: string | null;
  description?: string | null;
  party?: { type: PartyType; id: string } | null;
  costCenterId?: string | null;
  /** On a VAT line: the net amount the tax was charged on (read by the VAT return). */
  taxBase?: string | null;
};

export type ResolvedLine = { accountId: string; debit?: string | null; credit?: string | null; description?: string | null; partyType?: PartyType | null; partyId?: string | null; costCenterId?: string | null; taxBase?: string | null };

export type Source = { type: string; id: string | null; event: string | null };

type PostedInput = {
  companyId: string;
  date: string;
  descriptionAr: string;
  descriptionEn?: string | null;
  reference?: string | null;
  source: Source;
  lines: readonly ResolvedLine[];
  userId: string | null;
  reversalOfId?: string | null;
  /** Reversals and the year-end close may touch accounts deactivated since. */
  anyAccount?: boolean;
};

/** Mapping keys → the company's accounts; a missing mapping fails naming it, in both languages. */
export async function resolveMappings(tx: Tx, companyId: string, lines: readonly PostingLine[]): Promise<ResolvedLine[]> {
  const keys = [...new Set(lines.flatMap((l) => (l.mapping ? [l.mapping] : [])))];
  const rows = keys.length ? await tx.select({ key: accountMappings.key, accountId: accountMappings.accountId }).from(accountMappings).where(and(eq(accountMappings.companyId, companyId), inArray(accountMappings.key, keys))) : [];
  const byKey = new Map(rows.map((r) => [r.key, r.accountId]));
  return lines.map((line) => {
    let accountId = line.accountId;
    if (line.mapping) {
      accountId = byKey.get(line.mapping);
      if (!accountId) throw missingMapping(line.mapping);
    }
    return { accountId: accountId!, debit: line.debit, credit: line.credit, description: line.description ?? null, partyType: line.party?.type ?? null, partyId: line.party?.id ?? null, costCenterId: line.costCenterId ?? null, taxBase: line.taxBase ?? null };
  });
}

export function missingMapping(key: MappingKey) {
  const m = mappingDefinition(key);
  return new AppError(409, 'account_mapping_missing', undefined, { mapping: { ar: `${m.ar} (${key})`, en: `${m.en} (${key})` } });
}

/**
 * Lines checked against the company's chart (read under row-level security, so another
 * company's account or cost centre is simply not found) and balanced exactly.
 */
/** The lines' accounts and cost centres as the company has them (another company's are not found). */
export async function chartRefs(tx: Tx, companyId: string, lines: ReadonlyArray<{ accountId: string; costCenterId?: string | null }>) {
  const accountIds = [...new Set(lines.map((l) => l.accountId))];
  const accounts = accountIds.length
    ? await tx.select({ id: ledgerAccounts.id, code: ledgerAccounts.code, isHeader: ledgerAccounts.isHeader, isActive: ledgerAccounts.isActive }).from(ledgerAccounts).where(and(eq(ledgerAccounts.companyId, companyId), inArray(ledgerAccounts.id, accountIds)))
    : [];
  const centreIds = [...new Set(lines.flatMap((l) => (l.costCenterId ? [l.costCenterId] : [])))];
  const centres = centreIds.length ? await tx.select({ id: costCenters.id }).from(costCenters).where(and(eq(costCenters.companyId, companyId), inArray(costCenters.id, centreIds))) : [];
  return { accounts: new Map(accounts.map((a) => [a.id, a])), centres: new Set(centres.map((c) => c.id)) };
}

export async function checkLines(tx: Tx, companyId: string, lines: readonly ResolvedLine[], currency: CurrencyCode, anyAccount = false) {
  const { accounts: byId, centres } = await chartRefs(tx, companyId, lines);
  for (const [index, line] of lines.entries()) {
    const account = byId.get(line.accountId);
    if (!account) throw new AppError(400, 'validation_failed', { [`lines.${index}.accountId`]: 'not_found' });
    if (!anyAccount && (account.isHeader || !account.isActive)) throw new AppError(409, 'account_not_postable', undefined, { code: account.code });
    if (line.costCenterId && !centres.has(line.costCenterId)) throw new AppError(400, 'validation_failed', { [`lines.${index}.costCenterId`]: 'not_found' });
  }
  const checked = checkEntry(lines, currency);
  if (!checked.ok) {
    if (checked.problem === 'too_few_lines') throw new AppError(400, 'entry_too_few_lines', { lines: 'entry_too_few_lines' });
    if (checked.problem === 'line_invalid') {
      const field = checked.line === 'invalid_amount' ? 'invalid_amount' : `line_${checked.line}` as const;
      throw new AppError(400, 'validation_failed', { [`lines.${checked.index}`]: field });
    }
    throw new AppError(400, 'entry_unbalanced', undefined, { debit: checked.debit, credit: checked.credit, difference: checked.difference });
  }
  return checked;
}

/** The company's currency, read by id (the platform path has no tenant setting to lean on). */
export async function companyCurrency(tx: Tx, companyId: string): Promise<CurrencyCode> {
  const known = currencyIn.get(tx)?.get(companyId);
  if (known) return known;
  const [row] = await tx.select({ currency: companies.currency }).from(companies).where(eq(companies.id, companyId));
  const currency = resolveCurrency(row?.currency);
  // A company's currency does not change inside one transaction; a backfill posts many entries in one.
  currencyIn.set(tx, (currencyIn.get(tx) ?? new Map()).set(companyId, currency));
  return currency;
}

const currencyIn = new WeakMap<Tx, Map<string, CurrencyCode>>();

/** Adds an entry's posted lines to the kept monthly balances, keys in order (no deadlocks). */
export async function applyBalances(tx: Tx, entryId: string) {
  await tx.execute(sql`
    insert into ledger_balances as b (company_id, account_id, period_start, cost_center_id, debit, credit)
    select company_id, account_id, date_trunc('month', entry_date)::date, cost_center_id, sum(debit), sum(credit)
    from journal_entry_lines where entry_id = ${entryId}
    group by 1, 2, 3, 4 order by 2, 3, 4
    on conflict on constraint ledger_balances_key_uq
    do update set debit = b.debit + excluded.debit, credit = b.credit + excluded.credit`);
  // Every posting path (events, manual entries, reversals, the close) passes here: listeners
  // (budget alerts) see the new balances in the same transaction.
  await announcePosted(tx, entryId);
}

/** Next entry number of the fiscal year: JV-2026-00001. */
export async function nextEntryNumber(tx: Tx, companyId: string, yearLabel: string) {
  return formatNumber(`JV-${yearLabel}`, await nextNumber(tx, companyId, `journal_entry:${yearLabel}`), 5);
}

/** Writes a posted entry (see the file comment). Throws before writing anything when a rule fails. */
export async function writePosted(tx: Tx, input: PostedInput): Promise<JournalEntry> {
  const currency = await companyCurrency(tx, input.companyId);
  const checked = await checkLines(tx, input.companyId, input.lines, currency, input.anyAccount);
  const { year } = await lockOpenPeriod(tx, input.companyId, input.date);
  const now = new Date();
  const [entry] = await tx
    .insert(journalEntries)
    .values({
      companyId: input.companyId,
      entryNumber: await nextEntryNumber(tx, input.companyId, year.label),
      fiscalYearId: year.id,
      entryDate: input.date,
      descriptionAr: input.descriptionAr,
      descriptionEn: input.descriptionEn ?? null,
      reference: input.reference ?? null,
      sourceType: input.source.type,
      sourceId: input.source.id,
      event: input.source.event,
      status: 'posted',
      total: checked.total,
      reversalOfId: input.reversalOfId ?? null,
      postedAt: now,
      postedBy: input.userId,
      createdBy: input.userId,
    })
    .returning();
  await tx.insert(journalEntryLines).values(
    checked.lines.map((l, i) => ({
      companyId: input.companyId,
      entryId: entry!.id,
      lineNumber: i + 1,
      accountId: l.accountId,
      debit: l.debit,
      credit: l.credit,
      description: l.description ?? null,
      costCenterId: l.costCenterId ?? null,
      partyType: l.partyType ?? null,
      partyId: l.partyId ?? null,
      taxBase: l.taxBase ?? null,
      entryDate: input.date,
      posted: true,
    })),
  );
  await applyBalances(tx, entry!.id);
  return entry!;
}

/**
 * One company's postings share this many advisory locks. A transaction keeps every lock it takes
 * until it ends, in PostgreSQL's shared lock table (about 64 per connection): a lock per source
 * made a long transaction that posts thousands of events (the demo at scale, a backfill, the
 * wizard posting a company's history) fail with "out of shared memory". A bucket is taken again
 * for free by the transaction holding it, so it holds at most this many; two unrelated sources
 * in one bucket merely wait for each other.
 */
const SOURCE_LOCK_BUCKETS = 32;

/** Serialises postings of one source and event: the second waits, then finds the first. */
export async function lockSource(tx: Tx, companyId: string, source: Source) {
  const key = `${source.type}:${source.id}:${source.event}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ledger:${companyId}`}), abs(hashtext(${key}) % ${SOURCE_LOCK_BUCKETS}))`);
  const [existing] = await tx
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.companyId, companyId), eq(journalEntries.sourceType, source.type), source.id ? eq(journalEntries.sourceId, source.id) : sql`false`, source.event ? eq(journalEntries.event, source.event) : sql`false`));
  return existing;
}

export async function entryLines(tx: Tx, entryId: string) {
  return tx.select().from(journalEntryLines).where(eq(journalEntryLines.entryId, entryId)).orderBy(journalEntryLines.lineNumber);
}
