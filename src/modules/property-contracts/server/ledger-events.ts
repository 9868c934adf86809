// Every money event of leases that is not an invoice or a payment (those post through billing's
// own events), in one place (decisions 031, 033), through finance's postEvent inside the event's
// transaction, idempotently by (source, event):
//
//   deposit held        (activation, a renewal's top-up)  Dr deposit_received   Cr deposits_held
//   deposit refunded    (settlement, a renewal's cut)     Dr deposits_held      Cr deposit_refunded
//   owner settlement    (month end, per owner)            Dr owner_rent_billed  Cr owners_payable   (rent collected)
//                                                         Dr owners_payable     Cr management_fee_revenue (commission)
//     a month where bounced cheques outweigh collections posts the same lines the other way.
import type { Tx } from '../../../server/db/client';
import { compareMoney, negateMoney } from '../../../core/money';
import { ledgerReady, postEvent, type PostingLine } from '../../finance/server';

type Lease = { id: string; companyId: string; leaseNumber: string; customerId: string };

async function postDeposit(tx: Tx, lease: Lease, event: 'deposit_held' | 'deposit_refunded', amount: string, opts: { date: string; userId: string | null }) {
  if (compareMoney(amount, '0') <= 0 || !(await ledgerReady(tx, lease.companyId))) return null;
  const party = { type: 'customer' as const, id: lease.customerId };
  const held = event === 'deposit_held';
  const { entry } = await postEvent(tx, {
    companyId: lease.companyId,
    source: { type: 'lease', id: lease.id },
    event,
    date: opts.date,
    description: held ? { ar: `تأمين عقد الإيجار ${lease.leaseNumber}`, en: `Security deposit held, ${lease.leaseNumber}` } : { ar: `رد تأمين عقد الإيجار ${lease.leaseNumber}`, en: `Security deposit refunded, ${lease.leaseNumber}` },
    reference: lease.leaseNumber,
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

export const postLeaseDepositHeld = (tx: Tx, lease: Lease, amount: string, opts: { date: string; userId: string | null }) => postDeposit(tx, lease, 'deposit_held', amount, opts);
export const postLeaseDepositRefunded = (tx: Tx, lease: Lease, amount: string, opts: { date: string; userId: string | null }) => postDeposit(tx, lease, 'deposit_refunded', amount, opts);

/** A month's rent collected for one owner and the commission on it (either may be negative). */
export type OwnerMonth = { ownerId: string; month: string; lastDay: string; collected: string; commission: string };

/** Moves the owner's collected rent from "billed" to "due to the owner" and takes the commission. */
export async function postOwnerSettlement(tx: Tx, companyId: string, m: OwnerMonth) {
  if (!(await ledgerReady(tx, companyId))) return null;
  const party = { type: 'owner' as const, id: m.ownerId };
  const side = (amount: string, debit: PostingLine['mapping'], credit: PostingLine['mapping']): PostingLine[] => {
    const sign = compareMoney(amount, '0');
    if (sign === 0) return [];
    const value = sign > 0 ? amount : negateMoney(amount);
    const [dr, cr] = sign > 0 ? [debit, credit] : [credit, debit];
    return [
      { mapping: dr!, debit: value, party },
      { mapping: cr!, credit: value, party },
    ];
  };
  const lines = [...side(m.collected, 'owner_rent_billed', 'owners_payable'), ...side(m.commission, 'owners_payable', 'management_fee_revenue')];
  if (lines.length < 2) return null;
  const { entry } = await postEvent(tx, {
    companyId,
    source: { type: 'owner', id: m.ownerId },
    event: `settlement:${m.month}`,
    date: m.lastDay,
    description: { ar: `تسوية إيجارات المالك عن ${m.month}`, en: `Owner rent settlement, ${m.month}` },
    reference: m.month,
    lines,
    userId: null,
  });
  return entry;
}
