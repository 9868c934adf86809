// Writing budgets: lines checked against the chart (postable expense or revenue accounts, known
// cost centres, no line counting another's movement), amounts spread or summed exactly, then
// draft → approved (→ closed). Every refusal is thrown before anything is written.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { BUDGET_TRANSITIONS, findLineClash, monthsMatchAnnual, spreadAnnual, sumMonths, type BudgetStatus } from '../../../core/budgets';
import { AmountFieldError, toMoney, type CurrencyCode } from '../../../core/money';
import { budgetAccounts, budgetCostCenters, budgetFiscalYears } from '../../finance/server';
import { checkBudgetAlerts, forgetBudgetless } from './alerts';
import { budgetLines, budgets } from './tables';

export type Who = { companyId: string; userId: string | null; currency: CurrencyCode };
export type LineInput = { accountId: string; costCenterId?: string | null; annual?: string; months?: string[] };
export type BudgetInput = { fiscalYearId: string; nameAr: string; nameEn: string; notes?: string | null; lines: LineInput[] };

const money = (field: string, value: string, currency: CurrencyCode) => {
  try {
    return toMoney(field, value, currency);
  } catch (e) {
    if (e instanceof AmountFieldError) throw new AppError(400, 'validation_failed', { [field]: 'invalid_amount' });
    throw e;
  }
};

/** The lines as stored: each with its 12 months and their exact sum, in the currency's decimals. */
export async function checkLines(tx: Tx, lines: readonly LineInput[], currency: CurrencyCode) {
  if (!lines.length) throw new AppError(400, 'budget_lines_required', { lines: 'budget_lines_required' });
  const accounts = new Map((await budgetAccounts(tx, [...new Set(lines.map((l) => l.accountId))])).map((a) => [a.id, a]));
  const centres = await budgetCostCenters(tx);
  const parentOf = new Map(centres.map((c) => [c.id, c.parentId]));
  const out = lines.map((line, i) => {
    const account = accounts.get(line.accountId);
    if (!account) throw new AppError(400, 'validation_failed', { [`lines.${i}.accountId`]: 'not_found' });
    if (account.isHeader) throw new AppError(400, 'budget_header_account', undefined, { code: account.code });
    if (account.accountType !== 'expense' && account.accountType !== 'revenue') throw new AppError(400, 'budget_account_not_pl', undefined, { code: account.code });
    const costCenterId = line.costCenterId ?? null;
    if (costCenterId && !parentOf.has(costCenterId)) throw new AppError(400, 'validation_failed', { [`lines.${i}.costCenterId`]: 'not_found' });
    let months: string[];
    if (line.months) {
      if (line.months.length !== 12) throw new AppError(400, 'budget_months_count', { [`lines.${i}.months`]: 'budget_months_count' });
      months = line.months.map((m, k) => money(`lines.${i}.months.${k}`, m, currency));
      if (line.annual !== undefined) {
        const annual = money(`lines.${i}.annual`, line.annual, currency);
        if (!monthsMatchAnnual(months, annual, currency)) throw new AppError(400, 'budget_months_not_summing', undefined, { line: String(i + 1), sum: sumMonths(months, currency), annual });
      }
    } else if (line.annual !== undefined) {
      months = spreadAnnual(money(`lines.${i}.annual`, line.annual, currency), currency);
    } else throw new AppError(400, 'budget_amount_required', { [`lines.${i}.annual`]: 'budget_amount_required' });
    return { accountId: line.accountId, costCenterId, months, annual: sumMonths(months, currency) };
  });
  const clash = findLineClash(out, parentOf);
  if (clash) throw new AppError(400, clash.kind === 'duplicate' ? 'budget_duplicate_line' : 'budget_overlapping_line', undefined, { line: String(clash.index + 1), other: String(clash.other + 1) });
  return out;
}

async function openYear(tx: Tx, fiscalYearId: string) {
  const year = (await budgetFiscalYears(tx)).find((y) => y.id === fiscalYearId);
  if (!year) throw new AppError(400, 'validation_failed', { fiscalYearId: 'not_found' });
  if (year.status === 'closed') throw new AppError(409, 'budget_fiscal_year_closed', undefined, { label: year.label });
  return year;
}

async function writeLines(tx: Tx, companyId: string, budgetId: string, lines: Awaited<ReturnType<typeof checkLines>>) {
  await tx.insert(budgetLines).values(lines.map((l, i) => ({ companyId, budgetId, lineNumber: i + 1, ...l })));
}

export async function createBudget(tx: Tx, input: BudgetInput, who: Who) {
  await openYear(tx, input.fiscalYearId);
  const lines = await checkLines(tx, input.lines, who.currency);
  const [row] = await tx
    .insert(budgets)
    .values({ companyId: who.companyId, fiscalYearId: input.fiscalYearId, nameAr: input.nameAr, nameEn: input.nameEn, notes: input.notes ?? null, createdBy: who.userId })
    .returning();
  await writeLines(tx, who.companyId, row!.id, lines);
  return row!;
}

async function locked(tx: Tx, id: string) {
  const [row] = await tx.select().from(budgets).where(eq(budgets.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** A draft's header and (when given) all its lines, replaced. */
export async function updateBudget(tx: Tx, id: string, patch: Partial<BudgetInput>, who: Who) {
  const current = await locked(tx, id);
  if (current.status !== 'draft') throw new AppError(409, 'budget_not_draft');
  if (patch.fiscalYearId && patch.fiscalYearId !== current.fiscalYearId) await openYear(tx, patch.fiscalYearId);
  const lines = patch.lines ? await checkLines(tx, patch.lines, who.currency) : null;
  const { lines: _lines, ...header } = patch;
  const [row] = await tx.update(budgets).set({ ...header, updatedAt: new Date() }).where(eq(budgets.id, id)).returning();
  if (lines) {
    await tx.delete(budgetLines).where(eq(budgetLines.budgetId, id));
    await writeLines(tx, who.companyId, id, lines);
  }
  return row!;
}

/** draft → approved (its alerts are checked at once), approved → closed, approved → draft. */
export async function setBudgetStatus(tx: Tx, id: string, to: BudgetStatus, who: Who & { today: string }) {
  const current = await locked(tx, id);
  const from = current.status as BudgetStatus;
  if (from === to) return current;
  if (!BUDGET_TRANSITIONS[from].includes(to)) throw new AppError(409, 'budget_bad_transition', undefined, { from, to });
  const now = new Date();
  const [row] = await tx
    .update(budgets)
    .set({ status: to, updatedAt: now, ...(to === 'approved' ? { approvedAt: now, approvedBy: who.userId } : {}), ...(to === 'closed' ? { closedAt: now } : {}), ...(to === 'draft' ? { approvedAt: null, approvedBy: null } : {}) })
    .where(eq(budgets.id, id))
    .returning();
  if (to === 'approved') {
    forgetBudgetless(tx);
    await checkBudgetAlerts(tx, [row!], { currency: who.currency, today: who.today });
  }
  return row!;
}

export async function deleteBudget(tx: Tx, id: string) {
  const current = await locked(tx, id);
  if (current.status !== 'draft') throw new AppError(409, 'budget_not_draft');
  await tx.delete(budgets).where(eq(budgets.id, id));
}
