// Billing a fine to the renter, with the company's admin fee: an invoice through billing (a
// line coded `fines`, so it posts to fines_revenue), paid at once from the contract's held
// deposit when asked (a billing payment of method `deposit`, as contract close does).
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError } from '../../../server/http/errors';
import { formatInZone } from './format';
import { rechargeTotal, type AdminFeeRule } from '../../../core/fleet';
import { compareMoney, parseMoney } from '../../../core/money';
import { createInvoice } from '../../billing/server/service';
import { applyDepositToInvoice, contractHeadlines, depositLeft } from '../../contracts/server/service';
import { lockFine, type Who } from './service';
import { trafficFineSettings, trafficViolations } from './tables';

export async function feeRule(tx: Tx): Promise<AdminFeeRule> {
  const [row] = await tx.select().from(trafficFineSettings);
  if (!row || row.adminFeeKind === 'none') return { kind: 'none' };
  return { kind: row.adminFeeKind as 'fixed' | 'percent', value: row.adminFeeValue };
}

export async function saveFeeRule(tx: Tx, rule: AdminFeeRule, who: Who) {
  const value = rule.kind === 'none' ? '0' : rule.value;
  await tx
    .insert(trafficFineSettings)
    .values({ companyId: who.companyId, adminFeeKind: rule.kind, adminFeeValue: value })
    .onConflictDoUpdate({ target: trafficFineSettings.companyId, set: { adminFeeKind: rule.kind, adminFeeValue: value, updatedAt: new Date() } });
  return feeRule(tx);
}

const RECHARGEABLE = ['pending', 'confirmed', 'paid'];

export async function rechargeFine(tx: Tx, id: string, method: 'invoice' | 'deposit', who: Who, date = who.ctx.today) {
  const fine = await lockFine(tx, id);
  if (!RECHARGEABLE.includes(fine.status)) throw new AppError(409, 'fine_not_rechargeable');
  if (fine.responsible !== 'customer' || !fine.contractId || !fine.customerId) throw new AppError(409, 'fine_needs_renter');
  const contract = (await contractHeadlines(tx, [fine.contractId])).get(fine.contractId)!;
  const currency = who.ctx.currency;
  const money = rechargeTotal(fine.amount, await feeRule(tx), currency);
  if (method === 'deposit') {
    if (contract.depositStatus !== 'held') throw new AppError(409, 'deposit_not_held');
    if (compareMoney(depositLeft(contract), money.total) < 0) throw new AppError(409, 'deposit_insufficient', undefined, { available: parseMoney(depositLeft(contract), currency) });
  }
  const when = formatInZone(fine.violatedAt, who.ctx.timezone);
  const lines = [{ code: 'fines', description: `مخالفة مرورية ${fine.violationNumber} — ${fine.plate} — ${when} / Traffic fine`, quantity: '1', unitPrice: money.fine }];
  if (compareMoney(money.fee, '0') > 0) lines.push({ code: 'fines', description: `رسوم إدارية على المخالفة ${fine.violationNumber} / Admin fee`, quantity: '1', unitPrice: money.fee });
  const invoice = await createInvoice(tx, { companyId: who.companyId, customerId: fine.customerId, contractId: fine.contractId, kind: 'fines', issueDate: date, dueDate: date, currency, lines, userId: who.userId, notes: `${contract.contractNumber}` });
  let paymentId: string | null = null;
  if (method === 'deposit') {
    const payment = await applyDepositToInvoice(tx, { companyId: who.companyId, contractId: fine.contractId, invoiceId: invoice.id, amount: invoice.total, date, currency, note: `خصم مخالفة ${fine.violationNumber} من التأمين / fine deducted from the deposit`, userId: who.userId });
    paymentId = payment.id;
  }
  const [row] = await tx
    .update(trafficViolations)
    .set({ status: 'recharged', rechargeMethod: method, rechargeFee: money.fee, rechargeTotal: money.total, rechargeInvoiceId: invoice.id, rechargePaymentId: paymentId, rechargedOn: date, updatedAt: new Date() })
    .where(eq(trafficViolations.id, id))
    .returning();
  return { fine: row!, invoice: { id: invoice.id, invoiceNumber: invoice.invoiceNumber, total: parseMoney(invoice.total, currency) }, paymentId };
}
