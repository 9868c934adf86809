// The fixed-asset register as a sub-ledger: the depreciation posted on the assets still held,
// summed per accumulated-depreciation account (a category's own, else the mapped one), for the
// financial system analysis to set beside those accounts' balances.
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { accountBalance, mappedAccount, postingAccounts } from '../../finance/server';
import { compareMoney, fromMinorUnits, negateMoney, parseMoney, subtractMoney, toMinorUnits, type CurrencyCode } from '../../../core/money';
import { assetCategories, fixedAssets } from './tables';
import { postedByAsset } from './service';

export type AccumulatedCheck = { accountId: string; code: string; nameAr: string; nameEn: string | null; register: string; ledger: string; difference: string; reconciled: boolean };

export async function accumulatedDepreciationCheck(tx: Tx, companyId: string, currency: CurrencyCode, asOf: string): Promise<AccumulatedCheck[]> {
  const held = await tx
    .select({ id: fixedAssets.id, accountId: assetCategories.accumulatedAccountId })
    .from(fixedAssets)
    .innerJoin(assetCategories, eq(assetCategories.id, fixedAssets.categoryId))
    .where(and(eq(fixedAssets.companyId, companyId), ne(fixedAssets.status, 'disposed')));
  const mapped = await mappedAccount(tx, companyId, 'accumulated_depreciation');
  const posted = held.length ? await postedByAsset(tx, held.map((a) => a.id)) : new Map<string, { total: string }>();
  const byAccount = new Map<string, bigint>(mapped ? [[mapped.id, 0n]] : []);
  for (const a of held) {
    const accountId = a.accountId ?? mapped?.id;
    if (accountId) byAccount.set(accountId, (byAccount.get(accountId) ?? 0n) + toMinorUnits(posted.get(a.id)?.total ?? '0', currency));
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
