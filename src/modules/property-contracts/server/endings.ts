// How a lease ends (decision 033): renewal (a new lease from the day after, the deposit carried
// over), early termination (the schedule cut at the date) and the deposit's settlement, plus
// what each instalment was paid and the leases the daily run finds past their end.
import type { z } from '@hono/zod-openapi';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError } from '../../../server/http/errors';
import { addDays, minDate, terminationPlan, type PaymentFrequency } from '../../../core/leasing';
import { compareMoney, parseMoney, subtractMoney, sumMoney, toMoney, type CurrencyCode } from '../../../core/money';
import { cancelInvoice, recordPayment } from '../../billing/server';
import { invoices } from '../../billing/server/tables';
import { billDueInstallments, billInstallment, billingDate, chargeTenant, installmentsOf, type Lease } from './billing-link';
import { postLeaseDepositRefunded } from './ledger-events';
import { gateLeaseRefund, refundHeld, withdrawLeaseRefund } from './refund-gate';
import type { renewInput, settleInput, terminateInput } from './schemas';
import { activateLease, createLease, lockLease, refreshOccupancy, type Who } from './service';
import { leaseCheques, leaseInstallments, leases } from './tables';

/**
 * Renewal: a new lease of the same property and tenant from the day after the old one ends (or
 * a later start), for the given term or the lease's renewal months, at the new rent; the deposit
 * moves over (a difference is topped up or refunded). The old lease becomes 'renewed' when it
 * ends (at once if it already has).
 */
export async function renewLease(tx: Tx, id: string, input: z.input<typeof renewInput>, who: Who): Promise<{ lease: Lease; previous: Lease }> {
  const old = await lockLease(tx, id);
  if (old.status !== 'active' && old.status !== 'expired') throw new AppError(409, 'invalid_transition');
  const [successor] = await tx.select({ id: leases.id }).from(leases).where(eq(leases.renewedFromId, id)).limit(1);
  if (successor) throw new AppError(409, 'invalid_transition');
  const startDate = input.startDate ?? addDays(old.endDate, 1);
  if (startDate <= old.endDate) throw new AppError(400, 'validation_failed', { startDate: 'lease_overlap' });
  const carried = old.depositStatus === 'held' ? old.securityDeposit : '0';
  const created = await createLease(
    tx,
    {
      propertyId: old.propertyId,
      customerId: old.customerId,
      startDate,
      endDate: input.endDate,
      termMonths: input.endDate ? undefined : (input.termMonths ?? old.renewalMonths),
      monthlyRent: input.monthlyRent ?? old.monthlyRent,
      paymentFrequency: (input.paymentFrequency ?? old.paymentFrequency) as PaymentFrequency,
      paymentDay: input.paymentDay === undefined ? old.paymentDay : input.paymentDay,
      securityDeposit: input.securityDeposit ?? carried,
      commissionAmount: '0',
      taxRate: old.taxRate,
      graceDays: old.graceDays,
      lateFeeType: old.lateFeeType as 'none',
      lateFeeValue: old.lateFeeValue,
      autoRenew: old.autoRenew,
      renewalMonths: old.renewalMonths,
      utilitiesIncluded: old.utilitiesIncluded,
      terms: old.terms,
      notes: input.notes ?? null,
      renewedFromId: old.id,
    },
    who,
  );
  const [previous] = await tx
    .update(leases)
    .set({ depositStatus: compareMoney(carried, '0') > 0 ? 'carried_over' : old.depositStatus, status: old.endDate < who.today ? 'renewed' : old.status, updatedAt: new Date() })
    .where(eq(leases.id, id))
    .returning();
  const lease = await activateLease(tx, created.id, who, { carriedDeposit: carried });
  return { lease, previous: previous! };
}

/** What each instalment has been paid (its invoice's paid amount; nothing before it is billed). */
export async function installmentStates(tx: Tx, leaseId: string) {
  const rows = await installmentsOf(tx, leaseId);
  const billed = rows.flatMap((r) => (r.invoiceId ? [r.invoiceId] : []));
  const paid = billed.length ? await tx.select({ id: invoices.id, paidAmount: invoices.paidAmount, total: invoices.total, status: invoices.status, invoiceNumber: invoices.invoiceNumber }).from(invoices).where(inArray(invoices.id, billed)) : [];
  const byId = new Map(paid.map((p) => [p.id, p]));
  return rows.map((r) => ({ ...r, invoice: r.invoiceId ? (byId.get(r.invoiceId) ?? null) : null, paid: r.invoiceId ? (byId.get(r.invoiceId)?.paidAmount ?? '0') : '0' }));
}

/**
 * Early termination on `date` (terminationPlan in src/core/leasing): periods after it cancelled,
 * the one holding it charged to the day unless already paid for, a penalty and deductions
 * invoiced, held cheques for cancelled periods handed back, and by default the deposit settled.
 */
export async function terminateLease(tx: Tx, id: string, input: z.input<typeof terminateInput>, who: Who) {
  const lease = await lockLease(tx, id);
  if (lease.status !== 'active') throw new AppError(409, 'invalid_transition');
  const states = await installmentStates(tx, id);
  const live = states.filter((s) => s.status !== 'cancelled');
  const plan = terminationPlan({ ...lease, currency: who.currency }, live.map((s) => ({ sequence: s.sequence, periodStart: s.periodStart, periodEnd: s.periodEnd, amount: s.amount, paid: s.paid })), input.date);
  if (!plan.ok) {
    if (plan.error === 'paid_after_termination') throw new AppError(409, 'lease_paid_after_termination', undefined, { sequence: plan.sequence });
    throw new AppError(400, 'validation_failed', { date: 'termination_outside_lease' });
  }
  const bySequence = new Map(live.map((s) => [s.sequence, s]));
  const counts = { cancelled: 0, repriced: 0, keptWhole: 0 };
  const cancelledIds: string[] = [];
  for (const step of plan.steps) {
    const s = bySequence.get(step.sequence)!;
    if (step.action === 'keep') continue;
    if (step.action === 'keep_paid_in_full') {
      counts.keptWhole++;
      continue;
    }
    if (s.invoiceId) await cancelInvoice(tx, s.invoiceId, { date: who.today, userId: who.userId });
    if (step.action === 'cancel') {
      await tx.update(leaseInstallments).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(leaseInstallments.id, s.id));
      cancelledIds.push(s.id);
      counts.cancelled++;
    } else {
      await tx.update(leaseInstallments).set({ status: 'scheduled', invoiceId: null, amount: step.amount, periodEnd: step.periodEnd, prorated: true, updatedAt: new Date() }).where(eq(leaseInstallments.id, s.id));
      counts.repriced++;
    }
  }
  // Cheques held for what is no longer owed go back to the tenant.
  const held = await tx.select().from(leaseCheques).where(and(eq(leaseCheques.leaseId, id), eq(leaseCheques.status, 'held')));
  for (const cheque of held) {
    if ((cheque.installmentId && cancelledIds.includes(cheque.installmentId)) || (!cheque.installmentId && cheque.chequeDate > input.date)) {
      await tx.update(leaseCheques).set({ status: 'returned', returnedOn: who.today, notes: input.reason, updatedAt: new Date() }).where(eq(leaseCheques.id, cheque.id));
    }
  }
  const [row] = await tx.update(leases).set({ status: 'terminated', terminatedOn: input.date, statusReason: input.reason, updatedAt: new Date() }).where(eq(leases.id, id)).returning();
  // The repriced period is due on its own start, which is on or before the termination date.
  const all = await installmentsOf(tx, id);
  for (const s of all.filter((x) => x.status === 'scheduled' && x.dueDate <= input.date)) {
    await billInstallment(tx, row!, s, { issueDate: await billingDate(tx, who.companyId, minDate(s.dueDate, who.today)), count: all.length, currency: who.currency, userId: who.userId });
  }
  await chargeTenant(tx, row!, { code: 'termination_fee', amount: toMoney('penalty', input.penalty ?? '0', who.currency), date: who.today, description: `تعويض إنهاء مبكر — ${lease.leaseNumber} / Early termination charge`, currency: who.currency, userId: who.userId });
  await chargeTenant(tx, row!, { code: 'service_charge', amount: toMoney('deductions', input.deductions ?? '0', who.currency), date: who.today, description: `خصومات عند الإخلاء — ${lease.leaseNumber} / Move-out deductions`, currency: who.currency, userId: who.userId });
  let settled = { depositApplied: parseMoney('0', who.currency), depositRefunded: parseMoney('0', who.currency), awaitingApproval: null as { id: string; number: string } | null };
  let final = row!;
  if (input.settleDeposit && row!.depositStatus === 'held') {
    // A refund the approval workflow holds leaves the lease terminated with its deposit still held.
    const result = await settleDeposit(tx, id, { date: who.today }, who);
    settled = { depositApplied: result.depositApplied, depositRefunded: result.depositRefunded, awaitingApproval: result.awaitingApproval };
    final = result.lease;
  }
  await refreshOccupancy(tx, lease.propertyId, who.today);
  return { lease: final, ...counts, ...settled, balance: await leaseBalance(tx, id, who.currency) };
}

/** What the lease's open invoices still owe. */
export async function leaseBalance(tx: Tx, leaseId: string, currency: CurrencyCode): Promise<string> {
  const [row] = await tx
    .select({ due: sql<string>`coalesce(sum(${invoices.total} - ${invoices.paidAmount}), 0)::text` })
    .from(invoices)
    .where(and(eq(invoices.leaseId, leaseId), inArray(invoices.status, ['pending', 'partially_paid'])));
  return parseMoney(row?.due ?? '0', currency);
}

/**
 * The deposit at the end: deductions invoiced, then the deposit pays the lease's open invoices
 * (a billing payment of method 'deposit', oldest first) and the rest is refunded. A refund the
 * company's approval workflow holds is tried in a savepoint, rolled back, and waits on its request
 * (`awaitingApproval`): the deposit stays held; the last approval settles it through here.
 */
export async function settleDeposit(tx: Tx, id: string, input: z.input<typeof settleInput>, who: Who, requestedBy: string | null = who.userId) {
  const lease = await lockLease(tx, id);
  if (!['expired', 'terminated'].includes(lease.status)) throw new AppError(409, 'invalid_transition');
  if (lease.depositStatus !== 'held') throw new AppError(409, 'deposit_already_settled');
  const date = input.date ?? who.today;
  if (date > who.today) throw new AppError(400, 'validation_failed', { date: 'lease_date_in_future' });
  const settled = await tx
    .transaction(async (savepoint) => {
      const result = await settleNow(savepoint as Tx, lease, input, date, who);
      if (compareMoney(result.depositRefunded, '0') > 0 && (await refundHeld(savepoint as Tx, id, result.depositRefunded))) throw new Held(result.depositRefunded);
      return result;
    })
    .catch((error: unknown) => {
      if (error instanceof Held) return error;
      throw error;
    });
  if (!(settled instanceof Held)) {
    await withdrawLeaseRefund(tx, id);
    return { ...settled, awaitingApproval: null };
  }
  const asked = { date, deductions: input.deductions, deductionsNote: input.deductionsNote ?? null };
  const request = await gateLeaseRefund(tx, lease, settled.refund, asked, who.currency, requestedBy);
  const zero = parseMoney('0', who.currency);
  return { lease, depositApplied: zero, depositRefunded: zero, balance: await leaseBalance(tx, id, who.currency), awaitingApproval: request && { id: request.id, number: request.requestNumber } };
}

/** Thrown inside the savepoint to roll back a settlement whose refund the workflow holds. */
class Held {
  constructor(readonly refund: string) {}
}

async function settleNow(tx: Tx, lease: Lease, input: z.input<typeof settleInput>, date: string, who: Who) {
  const id = lease.id;
  await billDueInstallments(tx, lease, { today: who.today, currency: who.currency, userId: who.userId });
  await chargeTenant(tx, lease, { code: 'service_charge', amount: toMoney('deductions', input.deductions ?? '0', who.currency), date, description: `${input.deductionsNote ?? 'خصومات من التأمين'} — ${lease.leaseNumber} / Deductions`, currency: who.currency, userId: who.userId });
  const open = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.leaseId, id), inArray(invoices.status, ['pending', 'partially_paid'])))
    .orderBy(asc(invoices.dueDate), asc(invoices.invoiceNumber));
  let left = lease.securityDeposit;
  const allocations: Array<{ invoiceId: string; amount: string }> = [];
  for (const invoice of open) {
    if (compareMoney(left, '0') <= 0) break;
    const balance = subtractMoney(invoice.total, invoice.paidAmount);
    const take = compareMoney(balance, left) <= 0 ? balance : left;
    allocations.push({ invoiceId: invoice.id, amount: parseMoney(take, who.currency) });
    left = subtractMoney(left, take);
  }
  const applied = parseMoney(sumMoney(allocations.map((a) => a.amount)), who.currency);
  if (compareMoney(applied, '0') > 0) {
    await recordPayment(tx, { companyId: who.companyId, customerId: lease.customerId, leaseId: id, paymentDate: date, method: 'deposit', amount: applied, currency: who.currency, notes: `خصم من التأمين / deposit applied — ${lease.leaseNumber}`, allocations, userId: who.userId });
  }
  const refunded = parseMoney(subtractMoney(lease.securityDeposit, applied), who.currency);
  const [row] = await tx.update(leases).set({ depositStatus: 'settled', depositApplied: applied, depositRefunded: refunded, settledOn: date, updatedAt: new Date() }).where(eq(leases.id, id)).returning();
  await postLeaseDepositRefunded(tx, row!, refunded, { date, userId: who.userId });
  return { lease: row!, depositApplied: applied, depositRefunded: refunded, balance: await leaseBalance(tx, id, who.currency) };
}

/** Leases of the company that ended before `today` and are still active (the daily run's first step). */
export async function endedActiveLeases(tx: Tx, today: string) {
  return tx.select().from(leases).where(and(eq(leases.status, 'active'), sql`${leases.endDate} < ${today}`)).orderBy(asc(leases.endDate), desc(leases.leaseNumber));
}
