// One lease as its page shows it: the terms, the property (its building and owner), the tenant,
// the schedule with what each instalment was paid and its state today, the cheques, and every
// invoice and payment of the lease.
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { notFound } from '../../../server/http/errors';
import type { CompanyContext } from '../../../server/http/fields';
import { daysPastDue, isOverdue } from '../../../core/leasing';
import { compareMoney, moneyOut, parseMoney, subtractMoney, sumMoney } from '../../../core/money';
import { overdueDays } from '../../../core/rental';
import { invoiceLines, invoices, payments } from '../../billing/server/tables';
import { customers } from '../../customers/server/tables';
import { propertyOwners } from '../../owners/server/tables';
import { properties } from '../../properties/server/tables';
import { buildingName } from './reads';
import { leaseCheques, leaseInstallments, leases } from './tables';
import { paymentMoney } from '../../billing/server';
import { inTurn } from '../../../server/db/in-turn';

const MONEY = ['monthlyRent', 'totalRent', 'securityDeposit', 'depositApplied', 'depositRefunded', 'commissionAmount'] as const;

export function leaseView(row: typeof leases.$inferSelect, currency: CompanyContext['currency']) {
  return { ...row, ...Object.fromEntries(MONEY.map((k) => [k, moneyOut(row[k], currency)])), lateFeeValue: row.lateFeeType === 'fixed' ? moneyOut(row.lateFeeValue, currency)! : row.lateFeeValue.replace(/\.?0+$/, ''), currency };
}

type InstallmentState = 'upcoming' | 'due' | 'overdue' | 'partially_paid' | 'paid' | 'cancelled';

export async function leaseDetail(tx: Tx, id: string, ctx: CompanyContext) {
  const [row] = await tx.select().from(leases).where(eq(leases.id, id));
  if (!row) throw notFound();
  const m = (v: string) => moneyOut(v, ctx.currency)!;
    const [[property], [tenant], installments, cheques, invoiceRows, paymentRows, links] = await inTurn([
    () => tx
      .select({ id: properties.id, propertyCode: properties.propertyCode, nameAr: properties.nameAr, nameEn: properties.nameEn, unitNumber: properties.unitNumber, usage: properties.usage, status: properties.status, parentId: properties.parentId, buildingNameAr: buildingName('ar'), buildingNameEn: buildingName('en'), ownerId: properties.ownerId, ownerNameAr: propertyOwners.nameAr, ownerNameEn: propertyOwners.nameEn })
      .from(properties)
      .leftJoin(propertyOwners, eq(propertyOwners.id, properties.ownerId))
      .where(eq(properties.id, row.propertyId)),
    () => tx.select({ id: customers.id, customerNumber: customers.customerNumber, nameAr: customers.nameAr, nameEn: customers.nameEn, phone: customers.phone, civilId: customers.civilId, commercialRegister: customers.commercialRegister, isBlacklisted: customers.isBlacklisted }).from(customers).where(eq(customers.id, row.customerId)),
    () => tx.select().from(leaseInstallments).where(eq(leaseInstallments.leaseId, id)).orderBy(asc(leaseInstallments.sequence)),
    () => tx.select().from(leaseCheques).where(eq(leaseCheques.leaseId, id)).orderBy(asc(leaseCheques.chequeDate), asc(leaseCheques.chequeNumber)),
    () => tx.select().from(invoices).where(eq(invoices.leaseId, id)).orderBy(asc(invoices.dueDate), asc(invoices.invoiceNumber)),
    () => tx.select().from(payments).where(eq(payments.leaseId, id)).orderBy(desc(payments.paymentDate), desc(payments.paymentNumber)),
    () => tx.select({ id: leases.id, leaseNumber: leases.leaseNumber, status: leases.status, startDate: leases.startDate, endDate: leases.endDate, renewedFromId: leases.renewedFromId }).from(leases).where(or(eq(leases.renewedFromId, id), row.renewedFromId ? eq(leases.id, row.renewedFromId) : undefined)),
  ]);
  const invoiceById = new Map(invoiceRows.map((i) => [i.id, i]));
  // What each invoice charges (rent, a late fee, the agency fee, a penalty…): its first line's code.
  const charges = invoiceRows.length ? await tx.select({ invoiceId: invoiceLines.invoiceId, code: invoiceLines.code }).from(invoiceLines).where(and(inArray(invoiceLines.invoiceId, invoiceRows.map((i) => i.id)), eq(invoiceLines.lineNumber, 1))) : [];
  const chargeOf = new Map(charges.map((c) => [c.invoiceId, c.code]));
  const schedule = installments.map((i) => {
    const invoice = i.invoiceId ? invoiceById.get(i.invoiceId) : undefined;
    const paid = invoice ? invoice.paidAmount : '0';
    const balance = invoice ? subtractMoney(invoice.total, invoice.paidAmount) : i.amount;
    const fee = i.lateFeeInvoiceId ? invoiceById.get(i.lateFeeInvoiceId) : undefined;
    const state: InstallmentState =
      i.status === 'cancelled' ? 'cancelled'
      : invoice && compareMoney(balance, '0') <= 0 ? 'paid'
      : !invoice && i.dueDate > ctx.today ? 'upcoming'
      : isOverdue(i.dueDate, row.graceDays, balance, ctx.today) ? 'overdue'
      : compareMoney(paid, '0') > 0 ? 'partially_paid'
      : i.dueDate > ctx.today ? 'upcoming'
      : 'due';
    return {
      ...i,
      status: i.status as 'scheduled' | 'billed' | 'cancelled',
      amount: m(i.amount),
      state,
      invoiceNumber: invoice?.invoiceNumber ?? null,
      paid: m(paid),
      balance: m(i.status === 'cancelled' ? '0' : balance),
      daysLate: state === 'overdue' ? daysPastDue(i.dueDate, ctx.today) : 0,
      lateFee: fee ? { invoiceId: fee.id, invoiceNumber: fee.invoiceNumber, amount: m(fee.total), balance: m(subtractMoney(fee.total, fee.paidAmount)) } : null,
    };
  }).map(({ ownerId: _o, commissionRate: _c, ...rest }) => rest);
  const open = invoiceRows.filter((i) => i.status === 'pending' || i.status === 'partially_paid');
  const overdue = schedule.filter((s) => s.state === 'overdue').map((s) => s.balance);
  const total = (values: string[]) => parseMoney(sumMoney(values), ctx.currency);
  const ref = (l: (typeof links)[number] | undefined) => (l ? { id: l.id, leaseNumber: l.leaseNumber, status: l.status as 'active', startDate: l.startDate, endDate: l.endDate } : null);
  return {
    ...leaseView(row, ctx.currency),
    property: property!,
    tenant: tenant!,
    installments: schedule,
    cheques: cheques.map((c) => ({ ...c, amount: m(c.amount), status: c.status as 'held' })),
    invoices: invoiceRows.map((i) => ({ ...i, subtotal: m(i.subtotal), discount: m(i.discount), taxAmount: m(i.taxAmount), total: m(i.total), paidAmount: m(i.paidAmount), balance: m(subtractMoney(i.total, i.paidAmount)), overdueDays: overdueDays(i.status, i.dueDate, ctx.today), status: i.status as 'pending', currency: ctx.currency, charge: chargeOf.get(i.id) ?? 'other' })),
    payments: paymentRows.map((p) => ({ ...paymentMoney(p, ctx.currency), method: p.method as 'cash', currency: ctx.currency })),
    totals: {
      billed: total(invoiceRows.filter((i) => i.status !== 'cancelled').map((i) => i.total)),
      paid: total(invoiceRows.filter((i) => i.status !== 'cancelled').map((i) => i.paidAmount)),
      balance: total(open.map((i) => subtractMoney(i.total, i.paidAmount))),
      overdue: total(overdue),
      upcoming: total(installments.filter((i) => i.status === 'scheduled').map((i) => i.amount)),
      heldCheques: total(cheques.filter((c) => c.status === 'held').map((c) => c.amount)),
    },
    renewedFrom: ref(links.find((l) => l.id === row.renewedFromId)),
    renewedTo: ref(links.find((l) => l.renewedFromId === id)),
  };
}
