// Closing and reopening months, and the year-end close. A close takes the period row FOR UPDATE,
// so it waits for postings in flight (they hold it FOR SHARE) and every later posting sees it.
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../../server/db/client';
import { AppError, notFound } from '../../../../server/http/errors';
import { companyContext } from '../../../../server/http/fields';
import { signedBalance } from '../../../../core/finance';
import { compareMoney, negateMoney } from '../../../../core/money';
import { resolveMappings, writePosted, type ResolvedLine } from '../posting/service';
import { fiscalPeriods, fiscalYears } from './tables';

export async function setPeriodStatus(tx: Tx, periodId: string, status: 'open' | 'closed', userId: string | null) {
  const [period] = await tx.select().from(fiscalPeriods).where(eq(fiscalPeriods.id, periodId)).for('update');
  if (!period) throw notFound();
  const [year] = await tx.select().from(fiscalYears).where(eq(fiscalYears.id, period.fiscalYearId));
  if (status === 'open' && year!.status === 'closed') throw new AppError(409, 'fiscal_year_closed', undefined, { label: year!.label });
  if (period.status === status) return period;
  const [row] = await tx
    .update(fiscalPeriods)
    .set(status === 'closed' ? { status, closedAt: new Date(), closedBy: userId } : { status, closedAt: null, closedBy: null })
    .where(eq(fiscalPeriods.id, periodId))
    .returning();
  return row!;
}

/**
 * Year-end close: one entry dated the last day moves every revenue and expense balance of the
 * year to retained earnings (the 'retained_earnings' mapping), then every month and the year
 * close. Reports of the closed year leave that entry out ('year_end' source) to show the result.
 */
export async function closeFiscalYear(tx: Tx, companyId: string, yearId: string, userId: string | null) {
  const [year] = await tx.select().from(fiscalYears).where(eq(fiscalYears.id, yearId)).for('update');
  if (!year) throw notFound();
  if (year.status === 'closed') throw new AppError(409, 'fiscal_year_closed', undefined, { label: year.label });
  const { currency } = await companyContext(tx);
  const balances = await queryRows<{ account_id: string; debit: string; credit: string }>(
    tx,
    sql`select b.account_id, sum(b.debit)::text as debit, sum(b.credit)::text as credit
        from ledger_balances b join ledger_accounts a on a.id = b.account_id
        where b.company_id = ${companyId} and a.account_type in ('revenue', 'expense') and b.period_start between ${year.startDate} and ${year.endDate}
        group by b.account_id order by b.account_id`,
  );
  const lines: ResolvedLine[] = [];
  let result = '0';
  for (const b of balances) {
    const net = signedBalance(b.debit, b.credit, currency);
    if (compareMoney(net, '0') === 0) continue;
    result = signedBalance(result, negateMoney(net), currency);
    lines.push(compareMoney(net, '0') > 0 ? { accountId: b.account_id, credit: net } : { accountId: b.account_id, debit: negateMoney(net) });
  }
  let closingEntryId: string | null = null;
  if (lines.length) {
    // `result` is what the closing lines leave unbalanced: the year's profit (credit) or loss (debit).
    const [retained] = await resolveMappings(tx, companyId, [{ mapping: 'retained_earnings' }]);
    lines.push(compareMoney(result, '0') < 0 ? { accountId: retained!.accountId, credit: negateMoney(result) } : { accountId: retained!.accountId, debit: result });
    const entry = await writePosted(tx, {
      companyId,
      date: year.endDate,
      descriptionAr: `إقفال السنة المالية ${year.label} وترحيل النتيجة إلى الأرباح المحتجزة`,
      descriptionEn: `Year-end close of ${year.label}: result to retained earnings`,
      source: { type: 'year_end', id: year.id, event: 'close' },
      lines: lines.filter((l) => compareMoney(l.debit ?? l.credit ?? '0', '0') !== 0),
      userId,
      anyAccount: true,
    });
    closingEntryId = entry.id;
  }
  await tx
    .update(fiscalPeriods)
    .set({ status: 'closed', closedAt: new Date(), closedBy: userId })
    .where(and(eq(fiscalPeriods.fiscalYearId, year.id), eq(fiscalPeriods.status, 'open')));
  const [closed] = await tx.update(fiscalYears).set({ status: 'closed', closedAt: new Date(), closedBy: userId, closingEntryId }).where(eq(fiscalYears.id, year.id)).returning();
  return closed!;
}
