// What other modules may ask of rental contracts beyond their lifecycle: who had a vehicle
// when (traffic fines match on it), a contract's headline, and a charge taken from the deposit
// still held (a fine recharged before the contract closes).
import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { addMoney, compareMoney, parseMoney, subtractMoney, type CurrencyCode } from '../../../core/money';
import type { RentalPeriod } from '../../../core/fleet';
import { recordPayment } from '../../billing/server/service';
import { contracts } from './tables';

/** Contracts that ever put the car in a renter's hands; drafts, reservations and cancellations never did. */
const HANDED_OVER = ['active', 'suspended', 'returned', 'closed'] as const;

/**
 * The rentals of these vehicles that overlap [from, to]: hand-over (the start when none is
 * recorded) to the actual return, open while the car is still out.
 */
export async function rentalPeriods(tx: Tx, vehicleIds: readonly string[], from: Date, to: Date): Promise<Map<string, RentalPeriod[]>> {
  const out = new Map<string, RentalPeriod[]>();
  if (!vehicleIds.length) return out;
  const start = sql`coalesce(${contracts.handoverAt}, ${contracts.startAt})`;
  const rows = await tx
    .select({ id: contracts.id, vehicleId: contracts.vehicleId, contractNumber: contracts.contractNumber, customerId: contracts.customerId, startAt: sql<Date>`${start}`.mapWith(contracts.startAt), returnedAt: contracts.returnedAt, plannedEndAt: contracts.plannedEndAt })
    .from(contracts)
    .where(and(inArray(contracts.vehicleId, [...vehicleIds]), inArray(contracts.status, [...HANDED_OVER]), sql`${start} <= ${to.toISOString()}::timestamptz`, or(isNull(contracts.returnedAt), gte(contracts.returnedAt, from))));
  for (const r of rows) {
    const list = out.get(r.vehicleId) ?? [];
    list.push({ contractId: r.id, contractNumber: r.contractNumber, customerId: r.customerId, startAt: new Date(r.startAt), returnedAt: r.returnedAt, plannedEndAt: r.plannedEndAt });
    out.set(r.vehicleId, list);
  }
  return out;
}

export type ContractHeadline = { id: string; contractNumber: string; customerId: string; vehicleId: string; status: string; startAt: Date; returnedAt: Date | null; depositStatus: string; depositAmount: string; depositApplied: string };

export async function contractHeadlines(tx: Tx, ids: readonly string[]): Promise<Map<string, ContractHeadline>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: contracts.id, contractNumber: contracts.contractNumber, customerId: contracts.customerId, vehicleId: contracts.vehicleId, status: contracts.status, startAt: sql<Date>`coalesce(${contracts.handoverAt}, ${contracts.startAt})`.mapWith(contracts.startAt), returnedAt: contracts.returnedAt, depositStatus: contracts.depositStatus, depositAmount: contracts.depositAmount, depositApplied: contracts.depositApplied })
    .from(contracts)
    .where(inArray(contracts.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { ...r, startAt: new Date(r.startAt) }]));
}

/** The deposit still held on a contract (what close would refund, before what it still owes). */
export const depositLeft = (c: { depositStatus: string; depositAmount: string; depositApplied: string }) => (c.depositStatus === 'held' ? subtractMoney(c.depositAmount, c.depositApplied) : '0');

/**
 * Pays `invoiceId` from the contract's held deposit: a billing payment of method `deposit`
 * (posted Dr deposits held, Cr deposit applied, as at close) and the contract's applied amount
 * grows, so close later settles only what is left. Refused when less is held than asked.
 */
export async function applyDepositToInvoice(tx: Tx, input: { companyId: string; contractId: string; invoiceId: string; amount: string; date: string; currency: CurrencyCode; note: string; userId: string | null }) {
  const [contract] = await tx.select().from(contracts).where(eq(contracts.id, input.contractId)).for('update');
  if (!contract) throw notFound();
  const left = depositLeft(contract);
  if (compareMoney(left, input.amount) < 0) throw new AppError(409, 'deposit_insufficient', undefined, { available: parseMoney(left, input.currency) });
  const paid = await recordPayment(tx, { companyId: input.companyId, customerId: contract.customerId, contractId: contract.id, paymentDate: input.date, method: 'deposit', amount: input.amount, currency: input.currency, notes: input.note, allocations: [{ invoiceId: input.invoiceId, amount: input.amount }], userId: input.userId });
  await tx.update(contracts).set({ depositApplied: parseMoney(addMoney(contract.depositApplied, input.amount), input.currency), updatedAt: new Date() }).where(eq(contracts.id, contract.id));
  return paid.payment;
}



/** Handed-over contracts with their readings, newest first (the condition-check demo reads them). */
export async function handedOverReadings(tx: Tx, companyId: string, limit: number) {
  return tx
    .select({ id: contracts.id, vehicleId: contracts.vehicleId, status: contracts.status, handoverAt: contracts.handoverAt, handoverOdometer: contracts.handoverOdometer, handoverFuel: contracts.handoverFuel, returnedAt: contracts.returnedAt, returnOdometer: contracts.returnOdometer, returnFuel: contracts.returnFuel, createdBy: contracts.createdBy })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), inArray(contracts.status, [...HANDED_OVER]), sql`${contracts.handoverAt} is not null`))
    .orderBy(sql`${contracts.handoverAt} desc`, contracts.id)
    .limit(limit);
}
