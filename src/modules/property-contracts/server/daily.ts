// The daily lease run (decision 033), per company as of its own today, every step idempotent:
// ended leases expire (or renew themselves, or become 'renewed' when a renewal follows), rent
// that fell due is billed, late instalments get their fee, properties show whether a lease holds
// them today, and months that have ended are settled with the owners on the ledger.
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { addDays } from '../../../core/leasing';
import { commissionOf } from '../../../core/leasing';
import { parseMoney, subtractMoney, sumMoney } from '../../../core/money';
import { invoices } from '../../billing/server/tables';
import { ledgerReady } from '../../finance/server';
import { billDueInstallments, billingDate, chargeLateFee } from './billing-link';
import { postOwnerSettlement } from './ledger-events';
import { ownerCollections, type OwnerCollection } from './reads';
import { endedActiveLeases, refreshOccupancy, renewLease, type Who } from './service';
import { leaseInstallments, leases, ownerSettlements } from './tables';

export type LeaseDay = { expired: number; renewed: number; billed: number; lateFees: number; settlements: number };

export async function runLeaseDay(tx: Tx, who: Who): Promise<LeaseDay> {
  const out: LeaseDay = { expired: 0, renewed: 0, billed: 0, lateFees: 0, settlements: 0 };
  const touched = new Set<string>();

  // 1. Leases past their end. An auto-renewing lease renews term after term until one covers today.
  for (let round = 0; round < 50; round++) {
    const ended = await endedActiveLeases(tx, who.today);
    if (!ended.length) break;
    for (const lease of ended) {
      touched.add(lease.propertyId);
      const [successor] = await tx.select({ id: leases.id }).from(leases).where(eq(leases.renewedFromId, lease.id)).limit(1);
      if (successor) {
        await tx.update(leases).set({ status: 'renewed', updatedAt: new Date() }).where(eq(leases.id, lease.id));
      } else if (lease.autoRenew) {
        await renewLease(tx, lease.id, {}, who);
        out.renewed++;
      } else {
        await tx.update(leases).set({ status: 'expired', updatedAt: new Date() }).where(eq(leases.id, lease.id));
        out.expired++;
      }
    }
  }

  // 2. Rent that fell due, lease by lease in the order they were made: invoices and their
  // entries are numbered the same way on every run.
  const dueLeases = await tx
    .selectDistinct({ leaseId: leaseInstallments.leaseId, leaseNumber: leases.leaseNumber })
    .from(leaseInstallments)
    .innerJoin(leases, eq(leases.id, leaseInstallments.leaseId))
    .where(and(eq(leaseInstallments.status, 'scheduled'), sql`${leaseInstallments.dueDate} <= ${who.today}`, ne(leases.status, 'draft')))
    .orderBy(leases.leaseNumber);
  for (const { leaseId } of dueLeases) {
    const [lease] = await tx.select().from(leases).where(eq(leases.id, leaseId));
    out.billed += await billDueInstallments(tx, lease!, { today: who.today, currency: who.currency, userId: who.userId });
    touched.add(lease!.propertyId);
  }

  // 3. Late fees: billed, unpaid, past the grace days, no fee yet, and a rule that charges one.
  const late = await tx
    .select({ installment: leaseInstallments, lease: leases })
    .from(leaseInstallments)
    .innerJoin(leases, eq(leases.id, leaseInstallments.leaseId))
    .innerJoin(invoices, eq(invoices.id, leaseInstallments.invoiceId))
    .where(
      and(
        eq(leaseInstallments.status, 'billed'),
        isNull(leaseInstallments.lateFeeInvoiceId),
        ne(leases.lateFeeType, 'none'),
        inArray(invoices.status, ['pending', 'partially_paid']),
        sql`${leaseInstallments.dueDate} + ${leases.graceDays} + 1 <= ${who.today}::date`,
      ),
    )
    .orderBy(asc(leaseInstallments.dueDate), asc(leases.leaseNumber), asc(leaseInstallments.sequence));
  for (const { installment, lease } of late) {
    if (await chargeLateFee(tx, lease, installment, { currency: who.currency, userId: who.userId })) out.lateFees++;
  }

  // 4. Which properties a lease holds today: only a lease that began or ended lately changes it
  // (a week back, so a server that was down for days still catches up).
  const weekAgo = addDays(who.today, -7);
  const changing = await tx
    .selectDistinct({ propertyId: leases.propertyId })
    .from(leases)
    .where(and(ne(leases.status, 'draft'), sql`(${leases.startDate} between ${weekAgo} and ${who.today} or coalesce(${leases.terminatedOn}, ${leases.endDate}) between ${weekAgo} and ${who.today})`));
  for (const { propertyId } of changing) touched.add(propertyId);
  for (const propertyId of touched) await refreshOccupancy(tx, propertyId, who.today);

  // 5. Owner settlements of the months that have ended.
  out.settlements = await settleOwners(tx, who);
  return out;
}

/**
 * Each ended month, per owner: the rent collected up to its last day less what earlier months
 * settled (so a payment recorded late is settled with the next month), and the commission the
 * same way; posted on the month's last day (decision 033).
 */
export async function settleOwners(tx: Tx, who: Who): Promise<number> {
  if (!(await ledgerReady(tx, who.companyId))) return 0;
  const lastEnded = addDays(`${who.today.slice(0, 7)}-01`, -1);
  const lastMonth = lastEnded.slice(0, 7);
  // Owners whose rent was ever billed, and how far each is settled: most runs stop here. In the
  // order their rent began (then of their first lease), so settlements number alike on every run.
  const billed = await tx
    .select({ ownerId: leaseInstallments.ownerId, first: sql<string>`min(${leaseInstallments.dueDate})::text` })
    .from(leaseInstallments)
    .innerJoin(leases, eq(leases.id, leaseInstallments.leaseId))
    .where(and(eq(leaseInstallments.companyId, who.companyId), isNotNull(leaseInstallments.ownerId), eq(leaseInstallments.status, 'billed')))
    .groupBy(leaseInstallments.ownerId)
    .orderBy(sql`min(${leaseInstallments.dueDate})`, sql`min(${leases.leaseNumber})`);
  // Named by company as well as scoped: the ledger backfill calls this on the platform path.
  const done = await tx.select().from(ownerSettlements).where(eq(ownerSettlements.companyId, who.companyId));
  const pending = billed.flatMap(({ ownerId, first }) => {
    if (!ownerId) return [];
    const settled = done.filter((d) => d.ownerId === ownerId);
    const lastSettled = settled.map((s) => s.month).sort().at(-1);
    return lastSettled && lastSettled >= lastMonth ? [] : [{ ownerId, first, settled, lastSettled }];
  });
  // The collections of every owner to settle, in one read (once a month, that is every owner).
  const collections = new Map<string, OwnerCollection[]>();
  for (const c of await ownerCollections(tx, pending.map((p) => p.ownerId), { to: lastEnded })) {
    const list = collections.get(c.ownerId);
    if (list) list.push(c);
    else collections.set(c.ownerId, [c]);
  }
  let posted = 0;
  for (const { ownerId, first, settled, lastSettled } of pending) {
    const own = collections.get(ownerId) ?? [];
    const prior = { collected: sumMoney(settled.map((s) => s.collected)), commission: sumMoney(settled.map((s) => s.commission)) };
    let month = lastSettled ? nextMonth(lastSettled) : [first.slice(0, 7), own[0]?.date.slice(0, 7) ?? first.slice(0, 7)].sort()[0]!;
    while (month <= lastMonth) {
      const end = addDays(`${nextMonth(month)}-01`, -1);
      const upTo = own.filter((l) => l.date <= end);
      const collected = parseMoney(subtractMoney(sumMoney(upTo.map((l) => l.amount)), prior.collected), who.currency);
      const commission = parseMoney(subtractMoney(sumMoney(upTo.map((l) => commissionOf(l, who.currency))), prior.commission), who.currency);
      const entry = await postOwnerSettlement(tx, who.companyId, { ownerId, month, lastDay: await billingDate(tx, who.companyId, end), collected, commission });
      await tx.insert(ownerSettlements).values({ companyId: who.companyId, ownerId, month, collected, commission, journalEntryId: entry?.id ?? null }).onConflictDoNothing();
      if (entry) posted++;
      prior.collected = sumMoney([prior.collected, collected]);
      prior.commission = sumMoney([prior.commission, commission]);
      month = nextMonth(month);
    }
  }
  return posted;
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
