// /finance at a glance, from the kept balances: cash, receivables, payables, this month's revenue
// and expenses, and what needs attention (drafts not posted, mappings not set).
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client';
import { ACCOUNT_MAPPINGS, monthStart } from '../../../../core/finance';
import type { CurrencyCode } from '../../../../core/money';
import { accountMappings } from '../accounts/tables';
import { journalEntries } from '../journal/tables';
import { ancestors, cashAccountIds, loadChart } from './chart';
import { movements, net } from './movements';
import { BEGINNING } from './period';
import { moneyOf } from './table';
import { inTurn } from '../../../../server/db/in-turn';

const NO_FILTERS = { costCenterId: null, party: null };

export async function financeOverview(tx: Tx, companyId: string, currency: CurrencyCode, date: string) {
  const m = moneyOf(currency);
  const chart = await loadChart(tx, companyId);
  const [balances, month, cash, mappings, [drafts]] = await inTurn([
    () => movements(tx, companyId, currency, { from: BEGINNING, to: date }, NO_FILTERS),
    () => movements(tx, companyId, currency, { from: monthStart(date), to: date }, NO_FILTERS, { excludeYearEnd: true }),
    () => cashAccountIds(tx, companyId, chart),
    () => tx.select({ key: accountMappings.key, accountId: accountMappings.accountId }).from(accountMappings).where(eq(accountMappings.companyId, companyId)),
    () => tx.select({ n: count() }).from(journalEntries).where(and(eq(journalEntries.companyId, companyId), eq(journalEntries.status, 'draft'), isNull(journalEntries.entryNumber))),
  ]);
  const chains = ancestors(chart);
  const byCode = new Map(chart.map((a) => [a.code, a.id]));
  const receivable = mappings.find((x) => x.key === 'receivables')?.accountId;
  // Receivables: the mapped customer account and its siblings (notes receivable, allowance);
  // payables: the chart's payables group (2101 in every template).
  const receivableParent = chart.find((a) => a.id === receivable)?.parentId ?? null;
  const under = (parent: string | null | undefined) => (a: { id: string; isHeader: boolean }) => !!parent && !a.isHeader && (chains.get(a.id) ?? []).includes(parent);
  let cashUnits = 0n;
  let receivables = 0n;
  let payables = 0n;
  let revenue = 0n;
  let expense = 0n;
  for (const a of chart) {
    if (a.isHeader) continue;
    const balance = net(balances.get(a.id));
    if (cash.has(a.id)) cashUnits += balance;
    if (a.id === receivable || under(receivableParent)(a)) receivables += balance;
    if (under(byCode.get('2101'))(a)) payables -= balance;
    const mv = month.get(a.id);
    if (a.accountType === 'revenue') revenue += mv ? mv.credit - mv.debit : 0n;
    if (a.accountType === 'expense') expense += mv ? mv.debit - mv.credit : 0n;
  }
  const mapped = new Set(mappings.map((x) => x.key));
  return {
    date,
    currency,
    monthStart: monthStart(date),
    cash: m(cashUnits),
    receivables: m(receivables),
    payables: m(payables),
    monthRevenue: m(revenue),
    monthExpense: m(expense),
    monthResult: m(revenue - expense),
    draftEntries: drafts?.n ?? 0,
    missingMappings: ACCOUNT_MAPPINGS.filter((x) => !mapped.has(x.key)).map((x) => x.key),
    chartSetUp: chart.length > 0,
  };
}
