// Fiscal years exist for every date that is posted to: a posting into a year nobody opened yet
// opens it (twelve open months), so automatic postings never stall on setup. A closed period
// refuses postings: the posting locks its period row FOR SHARE, closing takes it FOR UPDATE,
// so a close and a posting into the same month are serialised.
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client';
import { AppError } from '../../../../server/http/errors';
import { fiscalYearOf, periodsOf } from '../../../../core/finance';
import { financeSettings } from '../accounts/tables';
import { fiscalPeriods, fiscalYears } from './tables';

// Queries name the company as well as relying on row-level security: the demo seed and
// backfills run them on the platform path, where no policy narrows the rows.
export async function fiscalYearStartMonth(tx: Tx, companyId: string): Promise<number> {
  const [row] = await tx.select({ month: financeSettings.fiscalYearStartMonth }).from(financeSettings).where(eq(financeSettings.companyId, companyId)).limit(1);
  return row?.month ?? 1;
}

/** The fiscal year holding `date`, created with its twelve periods when missing (race-free). */
export async function ensureFiscalYear(tx: Tx, companyId: string, date: string) {
  const existing = await tx
    .select()
    .from(fiscalYears)
    .where(and(eq(fiscalYears.companyId, companyId), lte(fiscalYears.startDate, date), gte(fiscalYears.endDate, date)))
    .limit(1);
  if (existing[0]) return existing[0];
  const span = fiscalYearOf(date, await fiscalYearStartMonth(tx, companyId));
  await tx.insert(fiscalYears).values({ companyId, label: span.label, startDate: span.start, endDate: span.end }).onConflictDoNothing();
  const [year] = await tx.select().from(fiscalYears).where(and(eq(fiscalYears.companyId, companyId), eq(fiscalYears.startDate, span.start)));
  await tx
    .insert(fiscalPeriods)
    .values(periodsOf(span.start).map((p) => ({ companyId, fiscalYearId: year!.id, number: p.number, startDate: p.start, endDate: p.end })))
    .onConflictDoNothing();
  return year!;
}

/**
 * The open period of `date`, locked against closing until this transaction ends; a closed
 * period (or year) refuses with 409 naming it.
 */
export async function lockOpenPeriod(tx: Tx, companyId: string, date: string) {
  // Nearly every posting lands in a year that exists: one read finds its period, locked, with the year.
  let found = await lockedPeriodOf(tx, companyId, date);
  if (!found) {
    // A year nobody opened yet: opened here with its twelve periods, then its period locked.
    const year = await ensureFiscalYear(tx, companyId, date);
    found = await lockedPeriodOf(tx, companyId, date);
    if (!found) throw new AppError(409, 'period_closed', undefined, { period: year.label, date });
  }
  const { year, period } = found;
  if (period.status === 'closed' || year.status === 'closed') throw new AppError(409, 'period_closed', undefined, { period: period.startDate.slice(0, 7), date });
  return { year, period };
}

async function lockedPeriodOf(tx: Tx, companyId: string, date: string) {
  const [row] = await tx
    .select({ period: fiscalPeriods, year: fiscalYears })
    .from(fiscalPeriods)
    .innerJoin(fiscalYears, eq(fiscalYears.id, fiscalPeriods.fiscalYearId))
    .where(and(eq(fiscalPeriods.companyId, companyId), lte(fiscalPeriods.startDate, date), gte(fiscalPeriods.endDate, date)))
    .for('share', { of: fiscalPeriods });
  return row;
}

export async function yearWithPeriods(tx: Tx, yearId: string) {
  const [year] = await tx.select().from(fiscalYears).where(eq(fiscalYears.id, yearId));
  if (!year) return undefined;
  const periods = await tx.select().from(fiscalPeriods).where(eq(fiscalPeriods.fiscalYearId, yearId)).orderBy(asc(fiscalPeriods.number));
  return { ...year, periods };
}
