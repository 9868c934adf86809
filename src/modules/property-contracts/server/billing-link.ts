// How a lease's rent reaches billing (decision 033): an instalment becomes an invoice of kind
// 'rent' when it falls due (or when it is paid ahead), its line coded by whose rent it is; a late
// instalment gets one late-fee invoice. Automatic billing dates an invoice on the instalment's
// own day, moved to the first open day when that month's books are closed.
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { lateFee, lateFrom, type LateFeeType } from '../../../core/leasing';
import { compareMoney, type CurrencyCode } from '../../../core/money';
import { createInvoice } from '../../billing/server';
import { ledgerReady, postingDateFor } from '../../finance/server';
import { leasingProfile, type LeasingProfile } from '../../properties/server/service';
import { leaseInstallments, leases } from './tables';

export type Lease = typeof leases.$inferSelect;
export type Installment = typeof leaseInstallments.$inferSelect;

/** The day an automatic invoice can carry: its own, or the first open day after a closed month. */
export async function billingDate(tx: Tx, companyId: string, date: string): Promise<string> {
  return (await ledgerReady(tx, companyId)) ? postingDateFor(tx, companyId, date) : date;
}

export async function installmentsOf(tx: Tx, leaseId: string): Promise<Installment[]> {
  return tx.select().from(leaseInstallments).where(eq(leaseInstallments.leaseId, leaseId)).orderBy(asc(leaseInstallments.sequence));
}

/** The invoice line code of a property's rent: the owner's money, or the company's by use. */
export function rentCode(profile: Pick<LeasingProfile, 'ownerId' | 'usage'>): string {
  return profile.ownerId ? 'owner_rent' : `rent_${profile.usage}`;
}

/** Issues one scheduled instalment's invoice, dated `issueDate`; returns the invoice. */
export async function billInstallment(tx: Tx, lease: Lease, installment: Installment, opts: { issueDate: string; count: number; currency: CurrencyCode; userId: string | null; profile?: LeasingProfile }) {
  const profile = opts.profile ?? (await leasingProfile(tx, lease.propertyId));
  const invoice = await createInvoice(tx, {
    companyId: lease.companyId,
    customerId: lease.customerId,
    leaseId: lease.id,
    kind: 'rent',
    installment: installment.sequence,
    issueDate: opts.issueDate,
    dueDate: installment.dueDate < opts.issueDate ? opts.issueDate : installment.dueDate,
    currency: opts.currency,
    lines: [
      {
        code: rentCode(profile),
        description: `إيجار ${lease.leaseNumber} — القسط ${installment.sequence}/${opts.count} (${installment.periodStart} – ${installment.periodEnd}) / Rent, instalment ${installment.sequence} of ${opts.count}`,
        quantity: '1',
        unitPrice: installment.amount,
      },
    ],
    // An owner's rent is the owner's: VAT on it is the owner's affair, not the manager's invoice.
    taxRate: profile.ownerId ? '0' : lease.taxRate,
    userId: opts.userId,
  });
  await tx
    .update(leaseInstallments)
    .set({ status: 'billed', invoiceId: invoice.id, ownerId: profile.ownerId, commissionRate: profile.ownerId ? profile.commissionRate : null, updatedAt: new Date() })
    .where(eq(leaseInstallments.id, installment.id));
  return invoice;
}

/** Bills every scheduled instalment of the lease due on or before `today`, each on its due date. */
export async function billDueInstallments(tx: Tx, lease: Lease, opts: { today: string; currency: CurrencyCode; userId: string | null }): Promise<number> {
  const all = await installmentsOf(tx, lease.id);
  const due = all.filter((i) => i.status === 'scheduled' && i.dueDate <= opts.today);
  if (!due.length) return 0;
  const profile = await leasingProfile(tx, lease.propertyId);
  for (const installment of due) {
    await billInstallment(tx, lease, installment, { issueDate: await billingDate(tx, lease.companyId, installment.dueDate), count: all.length, currency: opts.currency, userId: opts.userId, profile });
  }
  return due.length;
}

/** One late fee for a late instalment, by the lease's rule, dated the first late day; null when the rule charges none. */
export async function chargeLateFee(tx: Tx, lease: Lease, installment: Installment, opts: { currency: CurrencyCode; userId: string | null }) {
  const fee = lateFee({ type: lease.lateFeeType as LateFeeType, value: lease.lateFeeValue, graceDays: lease.graceDays }, installment.amount, opts.currency);
  if (compareMoney(fee, '0') <= 0) return null;
  const date = await billingDate(tx, lease.companyId, lateFrom(installment.dueDate, lease.graceDays));
  const invoice = await createInvoice(tx, {
    companyId: lease.companyId,
    customerId: lease.customerId,
    leaseId: lease.id,
    kind: 'rent',
    installment: installment.sequence,
    issueDate: date,
    dueDate: date,
    currency: opts.currency,
    lines: [{ code: 'late_fee', description: `غرامة تأخير — ${lease.leaseNumber}، القسط ${installment.sequence} / Late fee, instalment ${installment.sequence}`, quantity: '1', unitPrice: fee }],
    userId: opts.userId,
  });
  await tx.update(leaseInstallments).set({ lateFeeInvoiceId: invoice.id, updatedAt: new Date() }).where(and(eq(leaseInstallments.id, installment.id)));
  return invoice;
}

/** A one-off charge to the tenant of the lease (agency fee, penalty, deductions, returned-cheque fee). */
export async function chargeTenant(tx: Tx, lease: Lease, charge: { code: 'lease_commission' | 'termination_fee' | 'service_charge' | 'bounce_fee'; amount: string; date: string; description: string; currency: CurrencyCode; userId: string | null }) {
  if (compareMoney(charge.amount, '0') <= 0) return null;
  return createInvoice(tx, {
    companyId: lease.companyId,
    customerId: lease.customerId,
    leaseId: lease.id,
    kind: 'rent',
    issueDate: charge.date,
    dueDate: charge.date,
    currency: charge.currency,
    lines: [{ code: charge.code, description: charge.description, quantity: '1', unitPrice: charge.amount }],
    userId: charge.userId,
  });
}
