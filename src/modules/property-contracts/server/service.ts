// The lease lifecycle (decision 033): create a draft (its schedule with it), activate (deposit
// held, agency fee and due rent billed, the property rented), renew (a new lease from the day
// after, the deposit carried over), terminate early (the schedule cut at the date) and settle the
// deposit. Each runs inside the caller's transaction; `who.today` is the company's today.
import type { z } from '@hono/zod-openapi';
import { and, asc, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { addDays, minDate, rentSchedule, terminationPlan, termEnd, type PaymentFrequency } from '../../../core/leasing';
import { compareMoney, parseMoney, subtractMoney, sumMoney, toMoney, type CurrencyCode } from '../../../core/money';
import { cancelInvoice, recordPayment } from '../../billing/server';
import { invoices } from '../../billing/server/tables';
import { requireCustomer } from '../../customers/server/service';
import { assertLeasable, leasingProfile, setOccupancy } from '../../properties/server/service';
import { ensureTenantProfile } from '../../tenants/server/service';
import { billDueInstallments, billInstallment, billingDate, chargeTenant, installmentsOf, type Lease } from './billing-link';
import { postLeaseDepositHeld, postLeaseDepositRefunded } from './ledger-events';
import type { leaseInput, leaseUpdateInput, renewInput, settleInput, terminateInput } from './schemas';
import { leaseCheques, leaseInstallments, leases } from './tables';

export type Who = { companyId: string; userId: string | null; today: string; currency: CurrencyCode };

type Terms = z.input<typeof leaseUpdateInput>;

/** The schedule and the stored figures of a lease's terms, or a 400 naming the field. */
function resolveTerms(input: Terms & { startDate: string; monthlyRent: string }, currency: CurrencyCode) {
  const endDate = input.endDate ?? termEnd(input.startDate, input.termMonths ?? 12);
  const monthlyRent = toMoney('monthlyRent', input.monthlyRent, currency);
  if (compareMoney(monthlyRent, '0') <= 0) throw new AppError(400, 'validation_failed', { monthlyRent: 'invalid_amount' });
  const frequency = (input.paymentFrequency ?? 'monthly') as PaymentFrequency;
  const schedule = rentSchedule({ startDate: input.startDate, endDate, monthlyRent, frequency, paymentDay: input.paymentDay ?? null, currency });
  if ('error' in schedule) {
    const field = { end_before_start: ['endDate', 'lease_end_before_start'], term_too_long: ['endDate', 'lease_term_too_long'], invalid_payment_day: ['paymentDay', 'invalid_payment_day'] } as const;
    const [name, code] = field[schedule.error];
    throw new AppError(400, 'validation_failed', { [name]: code });
  }
  const lateFeeType = input.lateFeeType ?? 'none';
  const lateFeeValue = lateFeeType === 'fixed' ? toMoney('lateFeeValue', input.lateFeeValue ?? '0', currency) : (input.lateFeeValue ?? '0');
  if (lateFeeType === 'percent' && compareMoney(lateFeeValue, '100') > 0) throw new AppError(400, 'validation_failed', { lateFeeValue: 'invalid_number' });
  if (lateFeeType !== 'none' && compareMoney(lateFeeValue, '0') <= 0) throw new AppError(400, 'validation_failed', { lateFeeValue: 'required' });
  if (input.taxRate !== undefined && compareMoney(input.taxRate, '100') > 0) throw new AppError(400, 'validation_failed', { taxRate: 'invalid_number' });
  return {
    row: {
      startDate: input.startDate,
      endDate,
      monthlyRent,
      paymentFrequency: frequency,
      paymentDay: schedule.paymentDay,
      totalRent: schedule.totalRent,
      taxRate: input.taxRate ?? '0',
      securityDeposit: toMoney('securityDeposit', input.securityDeposit ?? '0', currency),
      commissionAmount: toMoney('commissionAmount', input.commissionAmount ?? '0', currency),
      graceDays: input.graceDays ?? 5,
      lateFeeType,
      lateFeeValue,
      autoRenew: input.autoRenew ?? false,
      renewalMonths: input.renewalMonths ?? 12,
      utilitiesIncluded: input.utilitiesIncluded ?? false,
      terms: input.terms ?? null,
      notes: input.notes ?? null,
    },
    installments: schedule.installments,
  };
}

async function requireTenant(tx: Tx, customerId: string) {
  const customer = await requireCustomer(tx, customerId).catch(() => {
    throw new AppError(400, 'validation_failed', { customerId: 'not_found' });
  });
  if (customer.isBlacklisted) throw new AppError(409, 'tenant_blacklisted');
  return customer;
}

async function writeInstallments(tx: Tx, lease: { id: string; companyId: string }, list: ReturnType<typeof resolveTerms>['installments']) {
  await tx.delete(leaseInstallments).where(eq(leaseInstallments.leaseId, lease.id));
  for (let i = 0; i < list.length; i += 200) {
    await tx.insert(leaseInstallments).values(
      list.slice(i, i + 200).map((x) => ({ companyId: lease.companyId, leaseId: lease.id, sequence: x.sequence, periodStart: x.periodStart, periodEnd: x.periodEnd, dueDate: x.dueDate, amount: x.amount, prorated: x.prorated })),
    );
  }
}

export async function createLease(tx: Tx, input: z.input<typeof leaseInput> & { renewedFromId?: string }, who: Who): Promise<Lease> {
  await requireTenant(tx, input.customerId);
  // A renewal keeps its unit: a maintenance flag on a rented unit does not stop the same tenant.
  if (input.renewedFromId) await leasingProfile(tx, input.propertyId);
  else await assertLeasable(tx, input.propertyId);
  const terms = resolveTerms(input, who.currency);
  const [lease] = await tx
    .insert(leases)
    .values({
      companyId: who.companyId,
      leaseNumber: formatNumber('LSE', await nextNumber(tx, who.companyId, 'lease'), 5),
      propertyId: input.propertyId,
      customerId: input.customerId,
      renewedFromId: input.renewedFromId ?? null,
      ...terms.row,
      createdBy: who.userId,
    })
    .returning();
  await writeInstallments(tx, lease!, terms.installments);
  await ensureTenantProfile(tx, who.companyId, input.customerId);
  return input.activate ? activateLease(tx, lease!.id, who) : lease!;
}

export async function lockLease(tx: Tx, id: string): Promise<Lease> {
  const [row] = await tx.select().from(leases).where(eq(leases.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** A draft's terms change; its schedule is made again. */
export async function updateDraft(tx: Tx, id: string, input: Terms, who: Who): Promise<Lease> {
  const lease = await lockLease(tx, id);
  if (lease.status !== 'draft') throw new AppError(409, 'invalid_transition');
  if (input.customerId && input.customerId !== lease.customerId) await requireTenant(tx, input.customerId);
  if (input.propertyId && input.propertyId !== lease.propertyId) await assertLeasable(tx, input.propertyId);
  const merged = {
    ...lease,
    ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
    // A new start without a new end keeps the term's length only when the caller says so.
    endDate: input.endDate ?? (input.termMonths ? undefined : lease.endDate),
  } as Terms & { startDate: string; monthlyRent: string };
  const terms = resolveTerms(merged, who.currency);
  const [row] = await tx
    .update(leases)
    .set({ ...terms.row, propertyId: input.propertyId ?? lease.propertyId, customerId: input.customerId ?? lease.customerId, updatedAt: new Date() })
    .where(eq(leases.id, id))
    .returning();
  await writeInstallments(tx, row!, terms.installments);
  if (input.customerId) await ensureTenantProfile(tx, who.companyId, input.customerId);
  return row!;
}

export async function deleteDraft(tx: Tx, id: string) {
  const lease = await lockLease(tx, id);
  if (lease.status !== 'draft') throw new AppError(409, 'invalid_transition');
  await tx.delete(leaseCheques).where(eq(leaseCheques.leaseId, id));
  await tx.delete(leases).where(eq(leases.id, id));
}

/** The friendly side of leases_no_overlap: name the active lease that holds the property. */
async function assertNoOverlap(tx: Tx, lease: Lease) {
  const [clash] = await tx
    .select({ leaseNumber: leases.leaseNumber })
    .from(leases)
    .where(and(eq(leases.propertyId, lease.propertyId), eq(leases.status, 'active'), ne(leases.id, lease.id), lte(leases.startDate, lease.endDate), gte(leases.endDate, lease.startDate)))
    .limit(1);
  if (clash) throw new AppError(409, 'lease_overlap', undefined, { number: clash.leaseNumber });
}

/**
 * Activation: the lease holds the property for its dates (the database refuses an overlap), the
 * deposit is held and the agency fee invoiced on the signing day (today, or the start of a lease
 * entered after it began), the instalments already due are billed, and the property is rented
 * once the lease has begun. `carriedDeposit` is what a renewal brings from the lease it renews.
 */
export async function activateLease(tx: Tx, id: string, who: Who, opts: { carriedDeposit?: string } = {}): Promise<Lease> {
  const lease = await lockLease(tx, id);
  if (lease.status !== 'draft') throw new AppError(409, 'invalid_transition');
  await requireTenant(tx, lease.customerId);
  if (lease.renewedFromId) await leasingProfile(tx, lease.propertyId);
  else await assertLeasable(tx, lease.propertyId);
  await assertNoOverlap(tx, lease);
  const signed = await billingDate(tx, who.companyId, minDate(who.today, lease.startDate));
  const carried = opts.carriedDeposit ?? '0';
  const [row] = await tx
    .update(leases)
    .set({ status: 'active', activatedAt: new Date(), depositStatus: compareMoney(lease.securityDeposit, '0') > 0 ? 'held' : 'none', updatedAt: new Date() })
    .where(eq(leases.id, id))
    .returning();
  const topUp = subtractMoney(lease.securityDeposit, carried);
  if (compareMoney(topUp, '0') > 0) await postLeaseDepositHeld(tx, row!, parseMoney(topUp, who.currency), { date: signed, userId: who.userId });
  if (compareMoney(topUp, '0') < 0) await postLeaseDepositRefunded(tx, row!, parseMoney(subtractMoney('0', topUp), who.currency), { date: signed, userId: who.userId });
  await chargeTenant(tx, row!, { code: 'lease_commission', amount: lease.commissionAmount, date: signed, description: `عمولة تأجير — ${lease.leaseNumber} / Leasing commission`, currency: who.currency, userId: who.userId });
  await billDueInstallments(tx, row!, { today: who.today, currency: who.currency, userId: who.userId });
  await refreshOccupancy(tx, row!.propertyId, who.today);
  return row!;
}

/** The last day the lease runs: its end, or the termination date. */
const lastDay = (l: Pick<Lease, 'endDate' | 'terminatedOn'>) => l.terminatedOn ?? l.endDate;

/** Rented while a lease that has begun and not ended covers today; vacant from the day after the last one. */
export async function refreshOccupancy(tx: Tx, propertyId: string, today: string) {
  const rows = await tx
    .select({ status: leases.status, startDate: leases.startDate, endDate: leases.endDate, terminatedOn: leases.terminatedOn })
    .from(leases)
    .where(and(eq(leases.propertyId, propertyId), inArray(leases.status, ['active', 'expired', 'renewed', 'terminated'])));
  const occupied = rows.some((l) => l.startDate <= today && today <= lastDay(l));
  const ended = rows.map(lastDay).filter((d) => d < today).sort();
  await setOccupancy(tx, propertyId, { occupied, since: ended.length ? addDays(ended.at(-1)!, 1) : today });
}

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
  let settled = { depositApplied: parseMoney('0', who.currency), depositRefunded: parseMoney('0', who.currency) };
  let final = row!;
  if (input.settleDeposit && row!.depositStatus === 'held') {
    const result = await settleDeposit(tx, id, { date: who.today }, who);
    settled = { depositApplied: result.depositApplied, depositRefunded: result.depositRefunded };
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
 * (a billing payment of method 'deposit', oldest first) and the rest is refunded.
 */
export async function settleDeposit(tx: Tx, id: string, input: z.input<typeof settleInput>, who: Who) {
  const lease = await lockLease(tx, id);
  if (!['expired', 'terminated'].includes(lease.status)) throw new AppError(409, 'invalid_transition');
  if (lease.depositStatus !== 'held') throw new AppError(409, 'deposit_already_settled');
  const date = input.date ?? who.today;
  if (date > who.today) throw new AppError(400, 'validation_failed', { date: 'lease_date_in_future' });
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
export { backfillLeaseLedger } from './ledger-backfill';
