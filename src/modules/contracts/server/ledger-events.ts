// Every money event of the rental contract and the journal lines it posts, in one place
// (decision 031), through the finance module's postEvent inside the event's transaction,
// idempotently by (contract, event). The deposit applied to charges at close is a billing
// payment of method 'deposit' (billing/server/ledger-events.ts).
//
//   deposit held      (hand-over)  Dr deposit_received (cash)  Cr deposits_held
//   deposit refunded  (close)      Dr deposits_held            Cr deposit_refunded (cash)
import type { Tx } from '../../../server/db/client';
import { compareMoney } from '../../../core/money';
import { ledgerReady, postEvent } from '../../finance/server';

type Contract = { id: string; companyId: string; contractNumber: string; customerId: string };

async function postDeposit(tx: Tx, contract: Contract, event: 'deposit_held' | 'deposit_refunded', amount: string, opts: { date: string; userId: string | null }) {
  if (compareMoney(amount, '0') <= 0 || !(await ledgerReady(tx, contract.companyId))) return null;
  const party = { type: 'customer' as const, id: contract.customerId };
  const held = event === 'deposit_held';
  const { entry } = await postEvent(tx, {
    companyId: contract.companyId,
    source: { type: 'contract', id: contract.id },
    event,
    date: opts.date,
    description: held ? { ar: `تأمين العقد ${contract.contractNumber}`, en: `Deposit held, ${contract.contractNumber}` } : { ar: `رد تأمين العقد ${contract.contractNumber}`, en: `Deposit refunded, ${contract.contractNumber}` },
    reference: contract.contractNumber,
    lines: held
      ? [
          { mapping: 'deposit_received', debit: amount, party },
          { mapping: 'deposits_held', credit: amount, party },
        ]
      : [
          { mapping: 'deposits_held', debit: amount, party },
          { mapping: 'deposit_refunded', credit: amount, party },
        ],
    userId: opts.userId,
  });
  return entry;
}

export const postDepositHeld = (tx: Tx, contract: Contract, amount: string, opts: { date: string; userId: string | null }) => postDeposit(tx, contract, 'deposit_held', amount, opts);
export const postDepositRefunded = (tx: Tx, contract: Contract, amount: string, opts: { date: string; userId: string | null }) => postDeposit(tx, contract, 'deposit_refunded', amount, opts);
