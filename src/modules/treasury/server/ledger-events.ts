// Every money event of treasury, in one place (decisions 031, 050), through finance's postEvent
// inside the event's transaction, idempotently by (source, event). "Treasury" below is the
// ledger account the cash box or bank account is tied to.
//
//   opening balance  ('treasury_account', id, 'opening_balance')
//                     Dr treasury                 opening balance
//                     Cr opening_balance_equity   opening balance
//   receipt          ('treasury_transaction', id, 'receipt')
//                     Dr treasury                 amount
//                     Cr the chosen account       amount (with the cost centre, if any)
//   disbursement     ('treasury_transaction', id, 'disbursement')
//                     Dr the chosen account       amount (with the cost centre, if any)
//                     Cr treasury                 amount
//   transfer         ('treasury_transaction', id, 'transfer')
//                     Dr the destination's account, Cr the source's account, amount
import type { Tx } from '../../../server/db/client';
import { postEvent, type PostingLine } from '../../finance/server';
import type { treasuryAccounts, treasuryTransactions } from './tables';

type Account = typeof treasuryAccounts.$inferSelect;
type Movement = typeof treasuryTransactions.$inferSelect;

export async function postOpeningBalance(tx: Tx, a: Account, opts: { date: string; userId: string | null }) {
  const { entry } = await postEvent(tx, {
    companyId: a.companyId,
    source: { type: 'treasury_account', id: a.id },
    event: 'opening_balance',
    date: opts.date,
    description: { ar: `الرصيد الافتتاحي - ${a.nameAr}`, en: `Opening balance – ${a.nameEn ?? a.nameAr}` },
    reference: null,
    lines: [
      { accountId: a.ledgerAccountId, debit: a.openingBalance },
      { mapping: 'opening_balance_equity', credit: a.openingBalance },
    ],
    userId: opts.userId,
  });
  return entry;
}

const DESCRIPTIONS = {
  receipt: { ar: 'سند قبض', en: 'Receipt' },
  disbursement: { ar: 'سند صرف', en: 'Disbursement' },
  transfer: { ar: 'تحويل بين الحسابات', en: 'Transfer' },
} as const;

export async function postTreasuryMovement(tx: Tx, m: Movement, ledger: { from: string; to?: string | null }, userId: string | null) {
  const kind = m.kind as keyof typeof DESCRIPTIONS;
  const counter: PostingLine = { accountId: m.counterAccountId ?? ledger.to!, costCenterId: m.costCenterId, description: m.description };
  const own: PostingLine = { accountId: ledger.from, description: m.description };
  const lines: PostingLine[] =
    kind === 'receipt'
      ? [{ ...own, debit: m.amount }, { ...counter, credit: m.amount }]
      : kind === 'disbursement'
        ? [{ ...counter, debit: m.amount }, { ...own, credit: m.amount }]
        : [{ accountId: ledger.to!, debit: m.amount, description: m.description }, { ...own, credit: m.amount }];
  const { entry } = await postEvent(tx, {
    companyId: m.companyId,
    source: { type: 'treasury_transaction', id: m.id },
    event: kind,
    date: m.date,
    description: { ar: `${DESCRIPTIONS[kind].ar} ${m.number}: ${m.description}`, en: `${DESCRIPTIONS[kind].en} ${m.number}: ${m.description}` },
    reference: m.reference ?? m.number,
    lines,
    userId,
  });
  return entry;
}
