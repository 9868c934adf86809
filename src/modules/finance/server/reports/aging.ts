// Receivables aging on a date: the invoices open that day (billing's openReceivablesAsOf), each
// in a bucket by days past its due date — 0–30 (not yet due included), 31–60, 61–90, 90+ —
// summed per customer, beside the receivables account's balance on the same day. The two agree
// when every invoice, payment and cancellation is posted on its own date (decision 031).
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client';
import { AppError } from '../../../../server/http/errors';
import { compareMoney, parseMoney, subtractMoney, sumMoney, type CurrencyCode } from '../../../../core/money';
import { openReceivablesAsOf } from '../../../billing/server';
import { accountMappings, ledgerAccounts } from '../accounts/tables';
import { journalEntryLines } from '../journal/tables';
import { missingMapping } from '../posting/service';
import type { MappingKey, PartyType } from '../../../../core/finance';

export const AGING_BUCKETS = ['0_30', '31_60', '61_90', '90_plus'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
type Buckets = Record<AgingBucket, string>;

const DAY = 86_400_000;

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

export function bucketOf(daysPastDue: number): AgingBucket {
  if (daysPastDue <= 30) return '0_30';
  if (daysPastDue <= 60) return '31_60';
  if (daysPastDue <= 90) return '61_90';
  return '90_plus';
}

const zeros = (currency: CurrencyCode): Buckets => ({ '0_30': parseMoney('0', currency), '31_60': parseMoney('0', currency), '61_90': parseMoney('0', currency), '90_plus': parseMoney('0', currency) });
const add = (a: string, b: string, currency: CurrencyCode) => parseMoney(sumMoney([a, b]), currency);

/**
 * The account a mapping names and its balance on `asOf` in the account's normal direction (an
 * asset's debit − credit, a liability's credit − debit), for one party or all: what a sub-ledger
 * (receivables, deposits held, payables) reconciles to.
 */
export async function mappedAccountBalance(tx: Tx, input: { companyId: string; key: MappingKey; asOf: string; currency: CurrencyCode; party?: { type: PartyType; id: string } | null }) {
  const [account] = await tx
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code, nameAr: ledgerAccounts.nameAr, nameEn: ledgerAccounts.nameEn, normalBalance: ledgerAccounts.normalBalance })
    .from(accountMappings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, accountMappings.accountId))
    .where(and(eq(accountMappings.companyId, input.companyId), eq(accountMappings.key, input.key)));
  if (!account) throw missingMapping(input.key);
  const signed = account.normalBalance === 'debit' ? sql`${journalEntryLines.debit} - ${journalEntryLines.credit}` : sql`${journalEntryLines.credit} - ${journalEntryLines.debit}`;
  const party = input.party;
  const [row] = await tx
    .select({ balance: sql<string>`coalesce(sum(${signed}), 0)::text` })
    .from(journalEntryLines)
    .where(and(eq(journalEntryLines.accountId, account.id), eq(journalEntryLines.posted, true), lte(journalEntryLines.entryDate, input.asOf), party ? and(eq(journalEntryLines.partyType, party.type), eq(journalEntryLines.partyId, party.id)) : undefined));
  const { normalBalance: _normal, ...named } = account;
  return { ...named, balance: parseMoney(row?.balance ?? '0', input.currency) };
}

/** The receivables account (by its mapping) and its balance on `asOf`, for one customer or all. */
export function receivablesBalance(tx: Tx, companyId: string, asOf: string, currency: CurrencyCode, customerId?: string | null) {
  return mappedAccountBalance(tx, { companyId, key: 'receivables', asOf, currency, party: customerId ? { type: 'customer', id: customerId } : null });
}

export async function agingReport(tx: Tx, input: { companyId: string; asOf: string; customerId?: string | null; currency: CurrencyCode }) {
  const { companyId, asOf, currency } = input;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf)) throw new AppError(400, 'validation_failed', { asOf: 'invalid_date' });
  const open = await openReceivablesAsOf(tx, companyId, asOf, input.customerId);
  const customers = new Map<string, { customerId: string; nameAr: string; nameEn: string | null; buckets: Buckets; total: string; invoices: unknown[] }>();
  const totals = zeros(currency);
  for (const inv of open) {
    const daysPastDue = daysBetween(inv.dueDate ?? inv.issueDate, asOf);
    const bucket = bucketOf(daysPastDue);
    const balance = parseMoney(inv.balance, currency);
    let customer = customers.get(inv.customerId);
    if (!customer) customers.set(inv.customerId, (customer = { customerId: inv.customerId, nameAr: inv.customerNameAr, nameEn: inv.customerNameEn, buckets: zeros(currency), total: parseMoney('0', currency), invoices: [] }));
    customer.buckets[bucket] = add(customer.buckets[bucket], balance, currency);
    customer.total = add(customer.total, balance, currency);
    totals[bucket] = add(totals[bucket], balance, currency);
    customer.invoices.push({ invoiceId: inv.invoiceId, invoiceNumber: inv.invoiceNumber, issueDate: inv.issueDate, dueDate: inv.dueDate, daysPastDue, bucket, total: parseMoney(inv.total, currency), balance });
  }
  const total = parseMoney(sumMoney(Object.values(totals)), currency);
  const account = await receivablesBalance(tx, companyId, asOf, currency, input.customerId);
  const difference = parseMoney(subtractMoney(account.balance, total), currency);
  return {
    asOf,
    currency,
    customers: [...customers.values()],
    totals: { buckets: totals, total },
    receivablesAccount: account,
    difference,
    reconciled: compareMoney(difference, '0') === 0,
  };
}
