// The data step after migrations (bootstrap, under the startup lock; the test template; db:seed):
// every company that keeps its books in Masar gets the ledger entries of its past money events
// that have none yet. Each module's step posts through its own ledger-events functions and skips
// what is posted, so running it twice posts once (decision 031). One transaction per company.
import type { Database, Tx } from '../db/client';
import { setScope } from '../tenancy/with-tenant';
import { addMissingMappings, financeSettings, postingDateFor } from '../../modules/finance/server/seed';
import { backfillBillingLedger } from '../../modules/billing/server/service';
import { backfillContractLedger } from '../../modules/contracts/server/service';
import { backfillLeaseLedger } from '../../modules/property-contracts/server/service';
import { backfillPropertyLedger } from '../../modules/properties/server/service';
import { backfillOwnersLedger } from '../../modules/owners/server/service';
import { backfillFinesLedger } from '../../modules/traffic-fines/server/service';
import { backfillFinancingLedger } from '../../modules/vehicle-installments/server/service';
import { backfillPayablesLedger } from '../../modules/payables/server/service';
import { backfillMaintenanceLedger } from '../../modules/maintenance/server/ledger-backfill';
import { backfillFixedAssetsLedger } from '../../modules/fixed-assets/server/service';
import { backfillPayrollLedger } from '../../modules/payroll/server/ledger-backfill';

type LedgerBackfill = (tx: Tx, companyId: string, dateFor: (date: string) => Promise<string>) => Promise<number>;

/** One line per posting module; deposits first, so a day's entries number in the order they happened. */
export const MODULE_LEDGER_BACKFILLS: readonly LedgerBackfill[] = [backfillContractLedger, backfillLeaseLedger, backfillBillingLedger, backfillPropertyLedger, backfillOwnersLedger, backfillFinesLedger, backfillFinancingLedger, backfillMaintenanceLedger, backfillPayablesLedger, backfillFixedAssetsLedger, backfillPayrollLedger];

/** Returns the number of entries posted, per company id. */
export async function backfillLedgers(db: Database): Promise<Record<string, number>> {
  const companies = await db.select({ companyId: financeSettings.companyId }).from(financeSettings).orderBy(financeSettings.companyId);
  const out: Record<string, number> = {};
  for (const { companyId } of companies) {
    out[companyId] = await db.transaction(async (tx) => {
      await setScope(tx, { companyId, userId: null });
      return backfillCompanyLedger(tx, companyId);
    });
  }
  return out;
}

/**
 * One company's backfill inside the caller's transaction: the accounting wizard calls it right
 * after it applies the chart, so a company's history is on the books the moment it has books.
 */
export async function backfillCompanyLedger(tx: Tx, companyId: string): Promise<number> {
  await addMissingMappings(tx, companyId);
  // An event in a closed month posts on the first open day after it; the answer is per month.
  const months = new Map<string, string | null>();
  const dateFor = async (date: string) => {
    const month = date.slice(0, 7);
    if (!months.has(month)) {
      const moved = await postingDateFor(tx, companyId, date);
      months.set(month, moved === date ? null : moved);
    }
    return months.get(month) ?? date;
  };
  let posted = 0;
  for (const step of MODULE_LEDGER_BACKFILLS) posted += await step(tx, companyId, dateFor);
  return posted;
}
