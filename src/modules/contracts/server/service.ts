// The contract lifecycle: create (draft or reserved), hand over, return with charges, close
// with the deposit settled, suspend, resume, cancel. Each runs inside the request's transaction.
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { companyContext, type CompanyContext } from '../../../server/http/fields';
import { toMoney } from '../../../core/money';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { localDate } from '../../../core/attendance';
import { addMoney, compareMoney, multiplyMoney, parseMoney, subtractMoney } from '../../../core/money';
import { depositLeft } from './deposit-and-periods';
import { BOOKING_STATUSES, UNRENTABLE_STATUSES, nextContractStatus, paymentSchedule, quoteTotals, rentalCharge, rentalEnd, returnCharges, type ContractAction, type ContractStatus, type RateUnit, type VehicleStatus } from '../../../core/rental';
import { contractBalance, createInvoice, recordPayment } from '../../billing/server/service';
import { assertMayRent } from '../../customers/server/service';
import { lockVehicle, recordOdometer, setVehicleState } from '../../fleet/server/service';
import type { contractInput, handoverInput, returnInput } from './schemas';
import { postDepositHeld, postDepositRefunded } from './ledger-events';
import { contracts } from './tables';
import { recordContractInspection } from '../../vehicle-inspections/server';
import { approvalNeeded } from '../../admin/server/approvals';
import { discountPercent } from '../../../core/approvals';
import { assertDiscountApproved, discountApprovedOnQuotation, gateContractDiscount, withdrawDiscountRequest } from './approval-gate';
import { gateDepositRefund } from './refund-gate';
import type { z } from '@hono/zod-openapi';

type Actor = { companyId: string; userId: string | null };
type Contract = typeof contracts.$inferSelect;

/** The friendly side of the exclusion constraint: name the contract that holds the vehicle. */
export async function assertVehicleFree(tx: Tx, vehicleId: string, startAt: Date, endAt: Date, exceptId?: string) {
  const [clash] = await tx
    .select({ contractNumber: contracts.contractNumber })
    .from(contracts)
    .where(
      and(
        eq(contracts.vehicleId, vehicleId),
        inArray(contracts.status, [...BOOKING_STATUSES]),
        lt(contracts.startAt, endAt),
        gt(contracts.endAt, startAt),
        exceptId ? ne(contracts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw new AppError(409, 'vehicle_double_booked', undefined, { number: clash.contractNumber });
}

function rateFor(vehicle: { dailyRate: string; weeklyRate: string | null; monthlyRate: string | null }, unit: RateUnit): string {
  if (unit === 'day') return vehicle.dailyRate;
  if (unit === 'week') return vehicle.weeklyRate ?? multiplyMoney(vehicle.dailyRate, 7, 'KWD');
  return vehicle.monthlyRate ?? multiplyMoney(vehicle.dailyRate, 30, 'KWD');
}

function minimumFor(vehicle: { minDailyRate: string | null; minWeeklyRate: string | null; minMonthlyRate: string | null }, unit: RateUnit) {
  return unit === 'day' ? vehicle.minDailyRate : unit === 'week' ? vehicle.minWeeklyRate : vehicle.minMonthlyRate;
}

/**
 * A new contract. `quotationId` is never taken from a request: only the quotation's conversion
 * passes it (the quotation approved by its client, its terms copied), because a discount approved
 * on that quotation then stands for the contract.
 */
export async function createContract(tx: Tx, input: z.infer<typeof contractInput> & { quotationId?: string }, actor: Actor) {
  const ctx = await companyContext(tx);
  const vehicle = await lockVehicle(tx, input.vehicleId);
  if ((UNRENTABLE_STATUSES as readonly string[]).includes(vehicle.status)) throw new AppError(409, 'vehicle_unavailable', undefined, { status: vehicle.status });
  const startAt = new Date(input.startAt);
  const plannedEndAt = rentalEnd(startAt, input.rateUnit, input.duration);
  await assertMayRent(tx, input.customerId, localDate(plannedEndAt, ctx.timezone));
  await assertVehicleFree(tx, vehicle.id, startAt, plannedEndAt);

  const rate = toMoney('rate', input.rate ?? rateFor(vehicle, input.rateUnit), ctx.currency);
  const minimum = minimumFor(vehicle, input.rateUnit);
  if (minimum && compareMoney(rate, minimum) < 0) throw new AppError(400, 'rate_below_minimum', { rate: 'rate_below_minimum' });
  const extras = (input.extras ?? []).map((e) => ({ description: e.description, amount: toMoney('extras', e.amount, ctx.currency) }));
  const totals = quoteTotals({ rate, duration: input.duration, extras, discount: toMoney('discount', input.discount ?? '0', ctx.currency) }, ctx.currency);
  if ('error' in totals) throw new AppError(400, 'discount_exceeds_total', { discount: 'discount_exceeds_total' });
  const dailyRate = parseMoney(vehicle.dailyRate, ctx.currency);
  // A discount above the company's approval percentage waits as a draft, whatever was asked,
  // unless it was approved on the quotation the contract is made from.
  const percent = discountPercent(totals.discount, totals.subtotal);
  const gated = (await approvalNeeded(tx, 'contract_discount', percent)) && !(await discountApprovedOnQuotation(tx, input.quotationId, percent));
  const [row] = await tx
    .insert(contracts)
    .values({
      companyId: actor.companyId,
      contractNumber: formatNumber('CON', await nextNumber(tx, actor.companyId, 'contract'), 5),
      customerId: input.customerId,
      vehicleId: vehicle.id,
      quotationId: input.quotationId ?? null,
      status: input.reserve && !gated ? 'reserved' : 'draft',
      startAt,
      plannedEndAt,
      endAt: plannedEndAt,
      rateUnit: input.rateUnit,
      duration: input.duration,
      rate,
      dailyRate,
      rentalAmount: rentalCharge(rate, input.duration, ctx.currency),
      extras,
      discount: totals.discount,
      depositAmount: toMoney('depositAmount', input.depositAmount ?? vehicle.depositAmount, ctx.currency),
      kmAllowancePerDay: input.kmAllowancePerDay ?? 250,
      extraKmRate: toMoney('extraKmRate', input.extraKmRate ?? '0', ctx.currency),
      lateGraceMinutes: input.lateGraceMinutes ?? 60,
      // Four late hours cost a day unless the contract says otherwise.
      lateHourRate: toMoney('lateHourRate', input.lateHourRate ?? multiplyMoney(dailyRate, '0.25', ctx.currency), ctx.currency),
      fuelChargePerEighth: toMoney('fuelChargePerEighth', input.fuelChargePerEighth ?? '0', ctx.currency),
      terms: input.terms ?? null,
      notes: input.notes ?? null,
      createdBy: actor.userId,
    })
    .returning();
  if (gated) await gateContractDiscount(tx, row!, actor.userId, input.reserve ? 'reserve' : null);
  return row!;
}

export async function lockContract(tx: Tx, id: string): Promise<Contract> {
  const [row] = await tx.select().from(contracts).where(eq(contracts.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

function move(contract: Contract, action: ContractAction) {
  const to = nextContractStatus(contract.status as ContractStatus, action);
  if (!to) throw new AppError(409, 'invalid_transition');
  return to;
}

export async function reserveContract(tx: Tx, id: string) {
  const contract = await lockContract(tx, id);
  const status = move(contract, 'reserve');
  await assertDiscountApproved(tx, contract);
  await assertVehicleFree(tx, contract.vehicleId, contract.startAt, contract.endAt, contract.id);
  const [row] = await tx.update(contracts).set({ status, updatedAt: new Date() }).where(eq(contracts.id, id)).returning();
  return row!;
}

/**
 * When a hand-over or return happened: the time given, or now. It records what happened, so it
 * cannot be later than now: a future hand-over would post the deposit on a future day while the
 * deposit's later events (a fine paid from it, the refund at close) post today, and the
 * deposits-held account and the deposits register would disagree. A few minutes ahead are let
 * through for a browser clock running fast.
 */
const CLOCK_SKEW_MS = 5 * 60_000;
function momentOf(at: string | undefined, now: Date): Date {
  const moment = at ? new Date(at) : now;
  if (moment.getTime() > now.getTime() + CLOCK_SKEW_MS) throw new AppError(400, 'validation_failed', { at: 'contract_time_in_future' });
  return moment;
}

/** Hand-over: the car leaves with its odometer and fuel recorded; the rental is invoiced by schedule. */
export async function handOver(tx: Tx, id: string, input: z.infer<typeof handoverInput>, actor: Actor) {
  const ctx = await companyContext(tx);
  const contract = await lockContract(tx, id);
  const status = move(contract, 'handover');
  // A reserved contract passed the check when it was reserved.
  if (contract.status === 'draft') await assertDiscountApproved(tx, contract);
  // Refused before anything is written (the odometer reading below is the first write).
  const handoverAt = momentOf(input.at, new Date());
  const vehicle = await lockVehicle(tx, contract.vehicleId);
  if ((UNRENTABLE_STATUSES as readonly string[]).includes(vehicle.status as VehicleStatus)) throw new AppError(409, 'vehicle_unavailable', undefined, { status: vehicle.status });
  await assertMayRent(tx, contract.customerId, localDate(contract.plannedEndAt, ctx.timezone));
  await assertVehicleFree(tx, contract.vehicleId, contract.startAt, contract.endAt, contract.id);
  await recordOdometer(tx, { companyId: actor.companyId, vehicleId: contract.vehicleId, reading: input.odometer, source: 'handover', sourceId: contract.id, userId: actor.userId });
  const [row] = await tx
    .update(contracts)
    .set({
      status,
      handoverAt,
      handoverOdometer: input.odometer,
      handoverFuel: input.fuel,
      depositStatus: compareMoney(contract.depositAmount, '0') > 0 ? 'held' : 'none',
      updatedAt: new Date(),
    })
    .where(eq(contracts.id, id))
    .returning();
  // Decision 041: the handover's condition check is a vehicle_inspections row (one mechanism).
  await recordContractInspection(tx, { kind: 'handover', contractId: id, vehicleId: contract.vehicleId, at: handoverAt, odometer: input.odometer, fuel: input.fuel, inspection: input.inspection }, { companyId: actor.companyId, userId: actor.userId, currency: ctx.currency, now: new Date() });
  await setVehicleState(tx, contract.vehicleId, { status: 'rented', fuelLevel: input.fuel });
  await billRental(tx, row!, ctx, actor);
  if (row!.depositStatus === 'held') await postDepositHeld(tx, row!, row!.depositAmount, { date: localDate(handoverAt, ctx.timezone), userId: actor.userId });
  return row!;
}

async function billRental(tx: Tx, contract: Contract, ctx: CompanyContext, actor: Actor) {
  const unitLabel = { day: 'يوم / day', week: 'أسبوع / week', month: 'شهر / month' }[contract.rateUnit as RateUnit];
  const schedule = paymentSchedule(contract.startAt, contract.rateUnit as RateUnit, contract.duration, contract.rate, ctx.currency);
  for (const installment of schedule) {
    const quantity = schedule.length > 1 ? '1' : String(contract.duration);
    // Agreed extras and the discount are billed once, with the first instalment.
    const first = installment.sequence === 1;
    const extras = first ? contract.extras.map((e) => ({ code: 'extras', description: e.description, quantity: '1', unitPrice: e.amount })) : [];
    await createInvoice(tx, {
      companyId: actor.companyId,
      customerId: contract.customerId,
      contractId: contract.id,
      kind: 'rental',
      installment: schedule.length > 1 ? installment.sequence : null,
      issueDate: ctx.today,
      dueDate: localDate(installment.dueDate, ctx.timezone),
      currency: ctx.currency,
      lines: [{ code: 'rental', description: `إيجار ${contract.contractNumber} (${unitLabel})${schedule.length > 1 ? ` — ${installment.sequence}/${schedule.length}` : ''}`, quantity, unitPrice: contract.rate }, ...extras],
      discount: first ? contract.discount : '0',
      userId: actor.userId,
    });
  }
}

/** Return: the car comes back; extra kilometres, late time, fuel and damages are invoiced. */
export async function returnVehicle(tx: Tx, id: string, input: z.infer<typeof returnInput>, actor: Actor) {
  const ctx = await companyContext(tx);
  const contract = await lockContract(tx, id);
  const status = move(contract, 'return');
  const returnedAt = momentOf(input.at, new Date());
  const result = returnCharges(
    {
      startAt: contract.startAt,
      plannedEndAt: contract.plannedEndAt,
      returnedAt,
      handoverOdometer: contract.handoverOdometer ?? 0,
      returnOdometer: input.odometer,
      kmAllowancePerDay: contract.kmAllowancePerDay,
      extraKmRate: contract.extraKmRate,
      lateGraceMinutes: contract.lateGraceMinutes,
      lateHourRate: contract.lateHourRate,
      dailyRate: contract.dailyRate,
      handoverFuel: contract.handoverFuel ?? 8,
      returnFuel: input.fuel,
      fuelChargePerEighth: contract.fuelChargePerEighth,
      damages: input.inspection?.damages ?? [],
    },
    ctx.currency,
  );
  if (!result.ok) {
    if (result.error === 'odometer_backwards') throw new AppError(400, 'odometer_backwards', undefined, { current: contract.handoverOdometer ?? 0 });
    throw new AppError(400, 'return_before_start', { at: 'return_before_start' });
  }
  await recordOdometer(tx, { companyId: actor.companyId, vehicleId: contract.vehicleId, reading: input.odometer, source: 'return', sourceId: contract.id, userId: actor.userId });
  const endAt = returnedAt.getTime() > contract.startAt.getTime() ? returnedAt : new Date(contract.startAt.getTime() + 60_000);
  const [row] = await tx
    .update(contracts)
    .set({ status, returnedAt, endAt, returnOdometer: input.odometer, returnFuel: input.fuel, returnChargesTotal: result.total, updatedAt: new Date() })
    .where(eq(contracts.id, id))
    .returning();
  await recordContractInspection(tx, { kind: 'return', contractId: id, vehicleId: contract.vehicleId, at: returnedAt, odometer: input.odometer, fuel: input.fuel, inspection: input.inspection }, { companyId: actor.companyId, userId: actor.userId, currency: ctx.currency, now: new Date() });
  await setVehicleState(tx, contract.vehicleId, { status: 'available', fuelLevel: input.fuel });
  let invoice = null;
  if (result.lines.length) {
    invoice = await createInvoice(tx, {
      companyId: actor.companyId,
      customerId: contract.customerId,
      contractId: contract.id,
      kind: 'return_charges',
      issueDate: localDate(returnedAt, ctx.timezone),
      dueDate: localDate(returnedAt, ctx.timezone),
      currency: ctx.currency,
      // Late time is one line at its computed (capped) amount, the hours named in the text.
      lines: result.lines.map((l) =>
        l.code === 'late' ? { code: l.code, description: `${l.description} (${l.quantity} h)`, quantity: '1', unitPrice: l.total } : { code: l.code, description: l.description, quantity: l.quantity, unitPrice: l.unitPrice },
      ),
      userId: actor.userId,
    });
  }
  const money = (v: string) => parseMoney(v, ctx.currency);
  return { contract: row!, charges: result, invoice: invoice && { ...invoice, subtotal: money(invoice.subtotal), discount: money(invoice.discount), taxAmount: money(invoice.taxAmount), total: money(invoice.total), paidAmount: money(invoice.paidAmount) } };
}

/**
 * Close: the deposit pays what is still owed, the rest is refunded. A refund the company's
 * approval workflow gates leaves the contract returned, its deposit held, waiting on the request
 * (`awaitingApproval`); the last approval closes it through here.
 */
export async function closeContract(tx: Tx, id: string, actor: Actor, requestedBy: string | null = actor.userId) {
  const ctx = await companyContext(tx);
  const contract = await lockContract(tx, id);
  const status = move(contract, 'close');
  const owed = parseMoney(await contractBalance(tx, id), ctx.currency);
  const zero = parseMoney('0', ctx.currency);
  // Part of the deposit may already have paid a charge before close (a traffic fine): only the rest is left.
  const left = parseMoney(depositLeft(contract), ctx.currency);
  const held = contract.depositStatus === 'held';
  const applied = held && compareMoney(owed, '0') > 0 && compareMoney(left, '0') > 0 ? (compareMoney(left, owed) <= 0 ? left : owed) : zero;
  const refunded = held ? parseMoney(subtractMoney(left, applied), ctx.currency) : zero;
  const waiting = held ? await gateDepositRefund(tx, contract, refunded, ctx.currency, requestedBy) : null;
  if (waiting) return { contract, depositApplied: zero, depositRefunded: zero, balance: owed, awaitingApproval: { id: waiting.id, number: waiting.requestNumber } };
  if (compareMoney(applied, '0') > 0) {
    await recordPayment(tx, { companyId: actor.companyId, customerId: contract.customerId, contractId: id, paymentDate: ctx.today, method: 'deposit', amount: applied, currency: ctx.currency, notes: `خصم من التأمين / deposit applied — ${contract.contractNumber}`, userId: actor.userId });
  }
  const [row] = await tx
    .update(contracts)
    .set({ status, closedAt: new Date(), depositApplied: parseMoney(addMoney(contract.depositApplied, applied), ctx.currency), depositRefunded: refunded, depositStatus: contract.depositStatus === 'held' ? 'settled' : contract.depositStatus, updatedAt: new Date() })
    .where(eq(contracts.id, id))
    .returning();
  await postDepositRefunded(tx, row!, refunded, { date: ctx.today, userId: actor.userId });
  return { contract: row!, depositApplied: parseMoney(row!.depositApplied, ctx.currency), depositRefunded: refunded, balance: parseMoney(await contractBalance(tx, id), ctx.currency), awaitingApproval: null };
}

/** The agent asks for the discount's approval again (after a rejection, or a workflow set up since). */
export async function requestDiscountApproval(tx: Tx, id: string, actor: Actor) {
  const contract = await lockContract(tx, id);
  if (contract.status !== 'draft') throw new AppError(409, 'invalid_transition');
  const gate = await gateContractDiscount(tx, contract, actor.userId, null);
  if (gate.status !== 'pending') throw new AppError(409, 'approval_not_required');
  return contract;
}

export async function simpleMove(tx: Tx, id: string, action: 'suspend' | 'resume' | 'cancel', reason: string | null) {
  const contract = await lockContract(tx, id);
  const status = move(contract, action);
  if (action === 'cancel') await withdrawDiscountRequest(tx, id);
  const [row] = await tx
    .update(contracts)
    .set({ status, statusReason: reason ?? contract.statusReason, updatedAt: sql`now()` })
    .where(eq(contracts.id, id))
    .returning();
  return row!;
}

export { backfillContractLedger } from './ledger-backfill';
export { applyDepositToInvoice, contractHeadlines, depositLeft, handedOverReadings, rentalPeriods, type ContractHeadline } from './deposit-and-periods';
