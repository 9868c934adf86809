// The lease lifecycle (decision 033): create a draft (its schedule with it), change or delete it,
// activate (deposit held, agency fee and due rent billed, the property rented); how a lease ends
// is endings.ts. Each runs inside the caller's transaction; `who.today` is the company's today.
import type { z } from '@hono/zod-openapi';
import { and, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import { batches } from '../../../server/db/batches';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { addDays, minDate, rentSchedule, termEnd, type PaymentFrequency } from '../../../core/leasing';
import { compareMoney, parseMoney, subtractMoney, toMoney, type CurrencyCode } from '../../../core/money';
import { requireCustomer } from '../../customers/server/service';
import { assertLeasable, leasingProfile, setOccupancy } from '../../properties/server/service';
import { ensureTenantProfile } from '../../tenants/server/service';
import { billDueInstallments, billingDate, chargeTenant, type Lease } from './billing-link';
import { postLeaseDepositHeld, postLeaseDepositRefunded } from './ledger-events';
import type { leaseInput, leaseUpdateInput } from './schemas';
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
  for (const run of batches(list, 200)) {
    await tx.insert(leaseInstallments).values(
      run.map((x) => ({ companyId: lease.companyId, leaseId: lease.id, sequence: x.sequence, periodStart: x.periodStart, periodEnd: x.periodEnd, dueDate: x.dueDate, amount: x.amount, prorated: x.prorated })),
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

export { installmentStates, leaseBalance, renewLease, settleDeposit, terminateLease, endedActiveLeases } from './endings';
export { backfillLeaseLedger } from './ledger-backfill';
