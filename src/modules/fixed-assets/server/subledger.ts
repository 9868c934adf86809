// The fixed-asset register as a sub-ledger: the depreciation posted on the assets still held,
// summed per accumulated-depreciation account (a category's own, else the mapped one), for the
// financial system analysis to set beside those accounts' balances. Both sides are taken as of
// the same day: a run of the current month is dated its month end, so until that day it is in
// neither the register nor the account.
import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { accountBalance, mappedAccount, postingAccounts } from '../../finance/server';
import { compareMoney, fromMinorUnits, negateMoney, parseMoney, subtractMoney, toMinorUnits, type CurrencyCode } from '../../../core/money';
import { assetCategories, assetDepreciations, depreciationRuns, fixedAssets } from './tables';

export type AccumulatedCheck = { accountId: string; code: string; nameAr: string; nameEn: string | null; register: string; ledger: string; difference: string; reconciled: boolean };

export async function accumulatedDepreciationCheck(tx: Tx, companyId: string, currency: CurrencyCode, asOf: string): Promise<AccumulatedCheck[]> {
  const held = await tx
    .select({ id: fixedAssets.id, accountId: assetCategories.accumulatedAccountId })
    .from(fixedAssets)
    .innerJoin(assetCategories, eq(assetCategories.id, fixedAssets.categoryId))
    .where(and(eq(fixedAssets.companyId, companyId), ne(fixedAssets.status, 'disposed')));
  const mapped = await mappedAccount(tx, companyId, 'accumulated_depreciation');
  const posted = await postedByAssetAsOf(tx, held.map((a) => a.id), asOf);
  const byAccount = new Map<string, bigint>(mapped ? [[mapped.id, 0n]] : []);
  for (const a of held) {
    const accountId = a.accountId ?? mapped?.id;
    if (accountId) byAccount.set(accountId, (byAccount.get(accountId) ?? 0n) + toMinorUnits(posted.get(a.id) ?? '0', currency));
  }
  const names = new Map((await postingAccounts(tx, companyId)).map((a) => [a.id, a]));
  const out: AccumulatedCheck[] = [];
  for (const [accountId, units] of byAccount) {
    const account = names.get(accountId);
    const register = fromMinorUnits(units, currency);
    // A contra-asset: its balance is credit − debit.
    const ledger = parseMoney(negateMoney(await accountBalance(tx, companyId, accountId, asOf)), currency);
    const difference = parseMoney(subtractMoney(ledger, register), currency);
    out.push({ accountId, code: account?.code ?? '', nameAr: account?.nameAr ?? '', nameEn: account?.nameEn ?? null, register, ledger, difference, reconciled: compareMoney(difference, '0') === 0 });
  }
  return out;
}

/** Depreciation posted per asset by runs dated on or before `asOf`. */
async function postedByAssetAsOf(tx: Tx, assetIds: readonly string[], asOf: string): Promise<Map<string, string>> {
  if (!assetIds.length) return new Map();
  const rows = await tx
    .select({ assetId: assetDepreciations.assetId, total: sql<string>`sum(${assetDepreciations.amount})::text` })
    .from(assetDepreciations)
    .innerJoin(depreciationRuns, eq(depreciationRuns.id, assetDepreciations.runId))
    .where(and(inArray(assetDepreciations.assetId, [...assetIds]), lte(depreciationRuns.entryDate, asOf)))
    .groupBy(assetDepreciations.assetId);
  return new Map(rows.map((r) => [r.assetId, r.total]));
}
