// What the budgets module (issue 18) reads of the books, through this interface rather than the
// finance tables: the income-statement accounts, the cost-centre tree, the fiscal years, and the
// kept monthly movement (ledger_balances) of some accounts. All under row-level security.
import { and, asc, desc, gte, inArray, lte } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client';
import { ledgerBalances } from '../journal/tables';
import { fiscalYears } from '../periods/tables';
import { costCenters, ledgerAccounts } from './tables';

const accountColumns = { id: ledgerAccounts.id, code: ledgerAccounts.code, nameAr: ledgerAccounts.nameAr, nameEn: ledgerAccounts.nameEn, accountType: ledgerAccounts.accountType, isHeader: ledgerAccounts.isHeader, isActive: ledgerAccounts.isActive, parentId: ledgerAccounts.parentId };

/** The accounts `ids` (whatever their type), or every expense and revenue account when none are given. */
export async function budgetAccounts(tx: Tx, ids?: readonly string[]) {
  if (ids && !ids.length) return [];
  return tx
    .select(accountColumns)
    .from(ledgerAccounts)
    .where(ids ? inArray(ledgerAccounts.id, [...ids]) : inArray(ledgerAccounts.accountType, ['expense', 'revenue']))
    .orderBy(asc(ledgerAccounts.code));
}

export async function budgetCostCenters(tx: Tx) {
  return tx.select({ id: costCenters.id, code: costCenters.code, nameAr: costCenters.nameAr, nameEn: costCenters.nameEn, parentId: costCenters.parentId, isActive: costCenters.isActive }).from(costCenters).orderBy(asc(costCenters.code));
}

export async function budgetFiscalYears(tx: Tx) {
  return tx.select({ id: fiscalYears.id, label: fiscalYears.label, startDate: fiscalYears.startDate, endDate: fiscalYears.endDate, status: fiscalYears.status }).from(fiscalYears).orderBy(desc(fiscalYears.startDate));
}

export type LedgerMovement = { accountId: string; costCenterId: string | null; periodStart: string; debit: string; credit: string };

/** Monthly debit and credit of `accountIds` per cost centre, months `fromMonth`..`toMonth` (YYYY-MM-01). */
export async function ledgerMovement(tx: Tx, q: { accountIds: readonly string[]; fromMonth: string; toMonth: string }): Promise<LedgerMovement[]> {
  if (!q.accountIds.length) return [];
  return tx
    .select({ accountId: ledgerBalances.accountId, costCenterId: ledgerBalances.costCenterId, periodStart: ledgerBalances.periodStart, debit: ledgerBalances.debit, credit: ledgerBalances.credit })
    .from(ledgerBalances)
    .where(and(inArray(ledgerBalances.accountId, [...q.accountIds]), gte(ledgerBalances.periodStart, q.fromMonth), lte(ledgerBalances.periodStart, q.toMonth)));
}
