// Every money event of fixed assets, in one place (decisions 031, 052), through finance's
// postEvent inside the event's transaction, idempotently by (source, event). A category's own
// accounts replace the mapping keys fixed_asset_cost / accumulated_depreciation / depreciation_expense.
//
//   asset acquired      ('fixed_asset', id, 'acquired')  — not when its cost is already recorded
//                        Dr fixed_asset_cost             cost
//                        Cr payment_<method> | opening_balance_equity   cost
//   depreciation run    ('depreciation_run', run id, month)  — one run row and one entry per month, dated its last day
//                        per asset: Dr depreciation_expense  amount   (party: the vehicle, if any)
//                                   Cr accumulated_depreciation  amount
//   asset disposed      ('fixed_asset', id, 'disposed')
//                        Dr accumulated_depreciation   what was posted
//                        Dr payment_<method>           proceeds (omitted for a write-off)
//                        Dr asset_disposal_loss        proceeds below book value
//                        Cr fixed_asset_cost           cost
//                        Cr asset_disposal_gain        proceeds above book value
import type { Tx } from '../../../server/db/client';
import type { AcquisitionMethod, ProceedsMethod } from '../../../core/assets';
import { compareMoney } from '../../../core/money';
import { ledgerReady, paymentMappingKey, postEvent, type MappingKey, type PostingLine } from '../../finance/server';

export type CategoryAccounts = { costAccountId: string | null; accumulatedAccountId: string | null; expenseAccountId: string | null };
type Asset = { id: string; companyId: string; code: string; nameAr: string; nameEn: string | null; cost: string; vehicleId: string | null };

const account = (id: string | null, mapping: MappingKey): Pick<PostingLine, 'accountId' | 'mapping'> => (id ? { accountId: id } : { mapping }) as Pick<PostingLine, 'accountId' | 'mapping'>;
export const costAccount = (c: CategoryAccounts) => account(c.costAccountId, 'fixed_asset_cost');
export const accumulatedAccount = (c: CategoryAccounts) => account(c.accumulatedAccountId, 'accumulated_depreciation');
export const expenseAccount = (c: CategoryAccounts) => account(c.expenseAccountId, 'depreciation_expense');
const party = (a: Asset) => (a.vehicleId ? { type: 'vehicle' as const, id: a.vehicleId } : null);
const nonZero = (lines: PostingLine[]) => lines.filter((l) => compareMoney(l.debit ?? l.credit ?? '0', '0') > 0);
const named = (a: Asset) => ({ ar: `${a.code} ${a.nameAr}`, en: `${a.code} ${a.nameEn ?? a.nameAr}` });

export async function postAssetAcquired(tx: Tx, a: Asset & { acquisitionMethod: AcquisitionMethod; purchaseDate: string }, c: CategoryAccounts, userId: string | null) {
  if (a.acquisitionMethod === 'already_recorded' || !(await ledgerReady(tx, a.companyId))) return null;
  const funding: MappingKey = a.acquisitionMethod === 'opening_balance' ? 'opening_balance_equity' : paymentMappingKey(a.acquisitionMethod);
  const n = named(a);
  const { entry } = await postEvent(tx, {
    companyId: a.companyId,
    source: { type: 'fixed_asset', id: a.id },
    event: 'acquired',
    date: a.purchaseDate,
    description: { ar: `شراء أصل ثابت ${n.ar}`, en: `Fixed asset acquired, ${n.en}` },
    reference: a.code,
    lines: [
      { ...costAccount(c), debit: a.cost, party: party(a) },
      { mapping: funding, credit: a.cost },
    ] as PostingLine[],
    userId,
  });
  return entry;
}

export type RunLine = { asset: Asset; accounts: CategoryAccounts; amount: string };

export async function postDepreciationRun(tx: Tx, run: { id: string; companyId: string; month: string; entryDate: string }, lines: readonly RunLine[], userId: string | null) {
  const posting = lines.filter((l) => compareMoney(l.amount, '0') > 0);
  if (!posting.length || !(await ledgerReady(tx, run.companyId))) return null;
  const { entry } = await postEvent(tx, {
    companyId: run.companyId,
    source: { type: 'depreciation_run', id: run.id },
    event: run.month,
    date: run.entryDate,
    description: { ar: `إهلاك الأصول الثابتة لشهر ${run.month}`, en: `Fixed asset depreciation, ${run.month}` },
    reference: `DEP-${run.month}`,
    lines: posting.flatMap(({ asset, accounts, amount }) => {
      const n = named(asset);
      return [
        { ...expenseAccount(accounts), debit: amount, party: party(asset), description: n.ar },
        { ...accumulatedAccount(accounts), credit: amount, party: party(asset), description: n.ar },
      ] as PostingLine[];
    }),
    userId,
  });
  return entry;
}

export async function postAssetDisposed(
  tx: Tx,
  a: Asset,
  c: CategoryAccounts,
  d: { date: string; proceeds: string; method: ProceedsMethod | null; accumulated: string; gain: string; loss: string },
  userId: string | null,
) {
  if (!(await ledgerReady(tx, a.companyId))) return null;
  const n = named(a);
  const p = party(a);
  const { entry } = await postEvent(tx, {
    companyId: a.companyId,
    source: { type: 'fixed_asset', id: a.id },
    event: 'disposed',
    date: d.date,
    description: compareMoney(d.proceeds, '0') > 0 ? { ar: `بيع أصل ثابت ${n.ar}`, en: `Fixed asset sold, ${n.en}` } : { ar: `شطب أصل ثابت ${n.ar}`, en: `Fixed asset written off, ${n.en}` },
    reference: a.code,
    lines: nonZero([
      { ...accumulatedAccount(c), debit: d.accumulated, party: p },
      ...(d.method ? [{ mapping: paymentMappingKey(d.method), debit: d.proceeds }] : []),
      { mapping: 'asset_disposal_loss', debit: d.loss, party: p },
      { ...costAccount(c), credit: a.cost, party: p },
      { mapping: 'asset_disposal_gain', credit: d.gain, party: p },
    ] as PostingLine[]),
    userId,
  });
  return entry;
}
