// A fine's life: captured by hand or imported, matched to whoever had the car, changed by a
// person, confirmed or cancelled. Recharging (recharge.ts) and authority payments (payments.ts)
// are beside it. Every function runs in the request's transaction.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import type { CompanyContext } from '../../../server/http/fields';
import { zonedInstant } from '../../../core/dates/zone';
import { matchFine, rentalAt, type FineMatch } from '../../../core/fleet';
import { permitsCovering } from '../../dispatch-permits/server';
import { compareMoney, parseMoney } from '../../../core/money';
import { contractHeadlines, rentalPeriods } from '../../contracts/server/service';
import { vehicleHeadline } from '../../fleet/server/service';
import { trafficViolations, type MatchDetail } from './tables';
import { assertNoWaiverWaiting, withdrawWaiver } from './waiver-gate';

export type Who = { companyId: string; userId: string | null; ctx: CompanyContext };
export type Fine = typeof trafficViolations.$inferSelect;

export type FineInput = {
  violationNumber: string;
  vehicleId: string;
  /** Wall-clock "YYYY-MM-DDTHH:mm" in the company's zone (never the server's). */
  violatedAt: string;
  location?: string | null;
  violationType?: string | null;
  description?: string | null;
  authority?: string | null;
  amount: string;
  points?: number | null;
  notes?: string | null;
};

/** The columns a match writes, with what it saw (the contract and its period) as the reason. */
function matchColumns(m: FineMatch, period?: { startAt: Date; returnedAt: Date | null }) {
  const detail: MatchDetail = m.contractNumber ? { contractNumber: m.contractNumber, ...(period ? { from: period.startAt.toISOString(), to: period.returnedAt?.toISOString() ?? null } : {}) } : {};
  return { responsible: m.responsible, contractId: m.contractId, customerId: m.customerId, employeeId: m.employeeId, matchReason: m.reason, matchDetail: detail };
}

/** Matches many fines at once: one read of the rentals of their vehicles around their times. */
export async function autoMatches(tx: Tx, fines: ReadonlyArray<{ vehicleId: string; at: Date }>) {
  if (!fines.length) return [];
  const times = fines.map((f) => f.at.getTime());
  const periods = await rentalPeriods(tx, [...new Set(fines.map((f) => f.vehicleId))], new Date(Math.min(...times)), new Date(Math.max(...times)));
  // A fine outside every rental may fall within a dispatch permit: its driver answers for it. One
  // read, through the permits module's export, of the permits of those fines' vehicles over their
  // span (an import is mostly rentals, so often there are none to read).
  const outside = fines.filter((f) => !rentalAt(f.at, periods.get(f.vehicleId) ?? []));
  const outTimes = outside.map((f) => f.at.getTime());
  const permitsByCar = outside.length ? await permitsCovering(tx, [...new Set(outside.map((f) => f.vehicleId))], new Date(Math.min(...outTimes)), new Date(Math.max(...outTimes))) : new Map<string, never[]>();
  const matches: Array<ReturnType<typeof matchColumns>> = [];
  for (const f of fines) {
    const rentals = periods.get(f.vehicleId) ?? [];
    const covering = rentalAt(f.at, rentals) ? [] : (permitsByCar.get(f.vehicleId) ?? []).filter((p) => p.startAt <= f.at && f.at < p.endAt);
    const permits = covering.map((p) => ({ permitId: p.id, permitNumber: p.permitNumber, employeeId: p.driverId, startAt: p.startAt, endAt: p.endAt }));
    const m = matchFine(f.at, rentals, permits);
    matches.push(matchColumns(m, rentals.find((r) => r.contractId === m.contractId)));
  }
  return matches;
}

export async function assertNumberFree(tx: Tx, violationNumber: string) {
  const [taken] = await tx.select({ id: trafficViolations.id }).from(trafficViolations).where(eq(trafficViolations.violationNumber, violationNumber));
  if (taken) throw new AppError(409, 'violation_number_taken', { violationNumber: 'violation_number_taken' }, { number: violationNumber });
}

export async function createFine(tx: Tx, input: FineInput, who: Who, source: 'manual' | 'seed' = 'manual') {
  const vehicle = await vehicleHeadline(tx, input.vehicleId);
  if (!vehicle) throw new AppError(400, 'validation_failed', { vehicleId: 'not_found' });
  await assertNumberFree(tx, input.violationNumber);
  const at = zonedInstant(input.violatedAt, who.ctx.timezone);
  const [match] = await autoMatches(tx, [{ vehicleId: vehicle.id, at }]);
  const [row] = await tx
    .insert(trafficViolations)
    .values({
      companyId: who.companyId,
      violationNumber: input.violationNumber,
      vehicleId: vehicle.id,
      plate: vehicle.plateNumber,
      violatedAt: at,
      location: input.location ?? null,
      violationType: input.violationType ?? null,
      description: input.description ?? null,
      authority: input.authority ?? null,
      amount: parseMoney(input.amount, who.ctx.currency),
      points: input.points ?? null,
      notes: input.notes ?? null,
      source,
      ...match!,
      createdBy: who.userId,
    })
    .returning();
  return row!;
}

export async function lockFine(tx: Tx, id: string): Promise<Fine> {
  const [row] = await tx.select().from(trafficViolations).where(eq(trafficViolations.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

const LOCKED = ['recharged', 'cancelled'];

/**
 * A person's match: a contract of the fine's vehicle (its renter pays), or the company, with a
 * note; or `auto` to run the rule again. A recharged or cancelled fine keeps its match.
 */
export async function setMatch(tx: Tx, id: string, input: { to: 'contract' | 'company' | 'auto'; contractId?: string | null; note?: string | null }, who: Who) {
  const fine = await lockFine(tx, id);
  if (LOCKED.includes(fine.status)) throw new AppError(409, 'fine_locked');
  // A waived fine keeps the match it was forgiven on; one whose waiver waits keeps it for the approver.
  if (fine.waivedOn) throw new AppError(409, 'fine_waived');
  await assertNoWaiverWaiting(tx, id);
  let columns;
  if (input.to === 'auto') {
    const [m] = await autoMatches(tx, [{ vehicleId: fine.vehicleId, at: fine.violatedAt }]);
    columns = { ...m!, matchedBy: 'auto', matchedByUser: null };
  } else if (input.to === 'contract') {
    const contract = input.contractId ? (await contractHeadlines(tx, [input.contractId])).get(input.contractId) : undefined;
    if (!contract) throw new AppError(400, 'validation_failed', { contractId: 'not_found' });
    if (contract.vehicleId !== fine.vehicleId) throw new AppError(400, 'contract_other_vehicle', { contractId: 'contract_other_vehicle' });
    const detail: MatchDetail = { contractNumber: contract.contractNumber, from: contract.startAt.toISOString(), to: contract.returnedAt?.toISOString() ?? null, ...(input.note ? { note: input.note } : {}) };
    columns = { responsible: 'customer', contractId: contract.id, customerId: contract.customerId, employeeId: null, matchReason: 'person', matchDetail: detail, matchedBy: 'person', matchedByUser: who.userId };
  } else {
    columns = { responsible: 'company', contractId: null, customerId: null, employeeId: null, matchReason: 'person', matchDetail: input.note ? { note: input.note } : {}, matchedBy: 'person', matchedByUser: who.userId };
  }
  const [row] = await tx.update(trafficViolations).set({ ...columns, updatedAt: new Date() }).where(eq(trafficViolations.id, id)).returning();
  return row!;
}

export async function confirmFine(tx: Tx, id: string) {
  const fine = await lockFine(tx, id);
  if (fine.status !== 'pending') throw new AppError(409, 'invalid_transition');
  const [row] = await tx.update(trafficViolations).set({ status: 'confirmed', updatedAt: new Date() }).where(eq(trafficViolations.id, id)).returning();
  return row!;
}

/** A fine the authority withdrew; one the company already paid something on stays. */
export async function cancelFine(tx: Tx, id: string, reason: string | null) {
  const fine = await lockFine(tx, id);
  if (!['pending', 'confirmed'].includes(fine.status)) throw new AppError(409, 'invalid_transition');
  if (compareMoney(fine.paidAmount, '0') > 0) throw new AppError(409, 'fine_has_payments');
  await withdrawWaiver(tx, id);
  const [row] = await tx
    .update(trafficViolations)
    .set({ status: 'cancelled', notes: reason ? [fine.notes, reason].filter(Boolean).join('\n') : fine.notes, updatedAt: new Date() })
    .where(eq(trafficViolations.id, id))
    .returning();
  return row!;
}

/** The existing numbers among these (an import skips them). */
export async function existingNumbers(tx: Tx, numbers: readonly string[]): Promise<Set<string>> {
  if (!numbers.length) return new Set();
  const rows = await tx.select({ n: trafficViolations.violationNumber }).from(trafficViolations).where(and(inArray(trafficViolations.violationNumber, [...numbers])));
  return new Set(rows.map((r) => r.n));
}

export { backfillFinesLedger } from './ledger-backfill';
