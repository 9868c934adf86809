// What a posting module asks the ledger before and around its events: is the company's ledger
// set up at all, which date a late (backfilled) event can still post on, and the mappings a
// newer release added since the company's chart was made.
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client';
import { ACCOUNT_MAPPINGS, NORMAL_BALANCE } from '../../../../core/finance';
import { accountMappings, financeSettings, ledgerAccounts } from '../accounts/tables';
import { journalEntries } from '../journal/tables';
import { fiscalPeriods, fiscalYears } from '../periods/tables';
import { ensureFiscalYear } from '../periods/service';
import { CHART_TEMPLATES, TEMPLATE_IDS, TYPE_OF_DIGIT, type TemplateId } from '../templates';

/**
 * Whether the company keeps its books in Masar: it has a chart (the accounting wizard or the
 * demo seed made one). Until then its events post nothing; the backfill posts them at setup
 * (decision 031). Once set up, a missing mapping fails the event.
 */
export async function ledgerReady(tx: Tx, companyId: string): Promise<boolean> {
  const known = readyIn.get(tx);
  if (known?.has(companyId)) return true;
  const [row] = await tx.select({ id: financeSettings.id }).from(financeSettings).where(eq(financeSettings.companyId, companyId)).limit(1);
  // A chart, once there, stays for the transaction: a backfill of a thousand events asks once.
  if (row) readyIn.set(tx, (known ?? new Set()).add(companyId));
  return Boolean(row);
}

const readyIn = new WeakMap<Tx, Set<string>>();

/**
 * Mappings whose key is newer than the company's chart, pointed at the account its template
 * names. When the chart lacks that account (a newer release added it to the template, e.g. social
 * insurance payable), it is added under its template parent if the company still has that parent.
 * Never changes a mapping the company has.
 */
export async function addMissingMappings(tx: Tx, companyId: string): Promise<number> {
  const [settings] = await tx.select({ template: financeSettings.template }).from(financeSettings).where(eq(financeSettings.companyId, companyId));
  const templateId = (TEMPLATE_IDS as readonly string[]).includes(settings?.template ?? '') ? (settings!.template as TemplateId) : 'generic';
  const template = CHART_TEMPLATES[templateId];
  const have = new Set((await tx.select({ key: accountMappings.key }).from(accountMappings).where(eq(accountMappings.companyId, companyId))).map((r) => r.key));
  const missing = ACCOUNT_MAPPINGS.filter((m) => !have.has(m.key));
  if (!missing.length) return 0;
  const codes = missing.map((m) => template.mappings[m.key]);
  const chart = async () => {
    const accounts = await tx.select({ id: ledgerAccounts.id, code: ledgerAccounts.code, isHeader: ledgerAccounts.isHeader }).from(ledgerAccounts).where(and(eq(ledgerAccounts.companyId, companyId), inArray(ledgerAccounts.code, [...codes, ...codes.flatMap(prefixes)])));
    return new Map(accounts.map((a) => [a.code, a]));
  };
  let byCode = await chart();
  const absent = [...new Set(codes)].filter((code) => !byCode.has(code));
  if (absent.length) {
    const rows = absent.flatMap((code) => {
      const account = template.accounts.find(([c]) => c === code);
      const parent = prefixes(code).map((p) => byCode.get(p)).find((p) => p?.isHeader);
      if (!account || !parent) return [];
      const type = TYPE_OF_DIGIT[code[0]!]!;
      return [{ companyId, code, nameAr: account[1], nameEn: account[2], accountType: type, normalBalance: account[3] ?? NORMAL_BALANCE[type], isHeader: false, parentId: parent.id }];
    });
    if (rows.length) {
      await tx.insert(ledgerAccounts).values(rows).onConflictDoNothing();
      byCode = await chart();
    }
  }
  const rows = missing.flatMap((m) => {
    const account = byCode.get(template.mappings[m.key]);
    return account && !account.isHeader ? [{ companyId, key: m.key, accountId: account.id }] : [];
  });
  if (rows.length) await tx.insert(accountMappings).values(rows).onConflictDoNothing();
  return rows.length;
}

/** An account code's parents' codes, nearest first (210203 → 21020, 2102, 210, 21, 2). */
const prefixes = (code: string) => Array.from({ length: code.length - 1 }, (_, i) => code.slice(0, code.length - 1 - i));

/**
 * The date a past event can post on: its own date when that month is open (its fiscal year is
 * opened when missing), else the first day of the first open month after it. Live events never
 * move: a closed month refuses them (409). Only the backfill uses this.
 */
export async function postingDateFor(tx: Tx, companyId: string, date: string): Promise<string> {
  await ensureFiscalYear(tx, companyId, date);
  const [own] = await tx
    .select({ status: fiscalPeriods.status, yearStatus: fiscalYears.status })
    .from(fiscalPeriods)
    .innerJoin(fiscalYears, eq(fiscalYears.id, fiscalPeriods.fiscalYearId))
    .where(and(eq(fiscalPeriods.companyId, companyId), eq(fiscalPeriods.startDate, `${date.slice(0, 8)}01`)));
  if (own && own.status === 'open' && own.yearStatus === 'open') return date;
  const [next] = await tx
    .select({ startDate: fiscalPeriods.startDate })
    .from(fiscalPeriods)
    .innerJoin(fiscalYears, eq(fiscalYears.id, fiscalPeriods.fiscalYearId))
    .where(and(eq(fiscalPeriods.companyId, companyId), gt(fiscalPeriods.startDate, date), eq(fiscalPeriods.status, 'open'), eq(fiscalYears.status, 'open')))
    .orderBy(asc(fiscalPeriods.startDate))
    .limit(1);
  if (next) return next.startDate;
  // Every later month is closed too: open the year after the last one and post on its first day.
  const years = await tx.select({ endDate: fiscalYears.endDate }).from(fiscalYears).where(eq(fiscalYears.companyId, companyId)).orderBy(desc(fiscalYears.endDate)).limit(1);
  const after = new Date(Date.parse(`${years[0]?.endDate ?? date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await ensureFiscalYear(tx, companyId, after);
  return after;
}

/**
 * The events of one source type that already have their entry, as `id:event` → whether that
 * entry is reversed: a backfill skips them in one query instead of one look-up per event.
 */
export async function postedEvents(tx: Tx, companyId: string, sourceType: string): Promise<Map<string, { reversed: boolean }>> {
  const rows = await tx
    .select({ id: journalEntries.sourceId, event: journalEntries.event, reversedById: journalEntries.reversedById })
    .from(journalEntries)
    .where(and(eq(journalEntries.companyId, companyId), eq(journalEntries.sourceType, sourceType)));
  return new Map(rows.map((r) => [`${r.id}:${r.event}`, { reversed: r.reversedById !== null }]));
}

type HistoryPoster = (tx: Tx, companyId: string) => Promise<number>;
let historyPoster: HistoryPoster | null = null;

/**
 * How a company's past money events reach its books once it has books (the accounting wizard):
 * the server hands over its backfill (server/seed/ledger-backfill.ts) at start, because the
 * finance module cannot import the modules that post to it.
 */
export function setHistoryPoster(poster: HistoryPoster) {
  historyPoster = poster;
}

/** Posts what the company recorded before its books were set up; the number of entries posted. */
export async function postCompanyHistory(tx: Tx, companyId: string): Promise<number> {
  return historyPoster ? historyPoster(tx, companyId) : 0;
}
