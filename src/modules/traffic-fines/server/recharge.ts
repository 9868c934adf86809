// Billing a fine to the renter, with the company's admin fee: an invoice through billing (a
// line coded `fines`, so it posts to fines_revenue), paid at once from the contract's held
// deposit when asked (a billing payment of method `deposit`, as contract close does).
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError } from '../../../server/http/errors';
import { formatInZone } from './format';
import { rechargeTotal, type AdminFeeRule } from '../../../core/fleet';
import { compareMoney, parseMoney } from '../../../core/money';
import { notify } from '../../alerts/server';
import { createInvoice } from '../../billing/server/service';
import { requireCustomer } from '../../customers/server/service';
import { applyDepositToInvoice, contractHeadlines, depositLeft } from '../../contracts/server/service';
import { lockFine, type Who } from './service';
import { trafficFineSettings, trafficViolations } from './tables';
import { assertNoWaiverWaiting } from './waiver-gate';

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
  if (fine.waivedOn) throw new AppError(409, 'fine_waived');
  await assertNoWaiverWaiting(tx, id);
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
  // The fleet staff learn that the fine left the company's books (issue 17), in this transaction.
  const customer = await requireCustomer(tx, fine.customerId);
  const name = { ar: customer.nameAr || customer.nameEn || '', en: customer.nameEn || customer.nameAr || '' };
  await notify(tx, {
    permission: 'fleet.violations.write',
    except: who.userId ? [who.userId] : [],
    type: 'info',
    title: { ar: `تم تحميل المخالفة ${fine.violationNumber} على ${name.ar}`, en: `Fine ${fine.violationNumber} recharged to ${name.en}` },
    message: {
      ar: `${fine.plate} — فاتورة ${invoice.invoiceNumber} بمبلغ ${parseMoney(invoice.total, currency)} ${currency}${method === 'deposit' ? ' خُصمت من التأمين' : ''}`,
      en: `${fine.plate} — invoice ${invoice.invoiceNumber} for ${parseMoney(invoice.total, currency)} ${currency}${method === 'deposit' ? ', taken from the deposit' : ''}`,
    },
    link: `/fleet/traffic-violations?q=${encodeURIComponent(fine.violationNumber)}`,
    data: { relatedType: 'traffic_violation', relatedId: fine.id, invoiceId: invoice.id, contractId: fine.contractId },
  });
  return { fine: row!, invoice: { id: invoice.id, invoiceNumber: invoice.invoiceNumber, total: parseMoney(invoice.total, currency) }, paymentId };
}
