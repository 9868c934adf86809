// Charging a return's new damage to the contract (decision 041): one invoice line per new point
// at the price the person put on its severity, through billing (kind `damages`, line code
// `damage`, so it posts to damage revenue), paid at once from the held deposit when asked — the
// same path as a traffic fine's recharge. Nothing is written when the deposit is short.
import { eq } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import { newDamagePoints, type DamagePoint } from '../../../core/fleet';
import { compareMoney, toMoney } from '../../../core/money';
import { localDate } from '../../../core/attendance';
import type { Tx } from '../../../server/db/client';
import { AppError } from '../../../server/http/errors';
import { companyContext } from '../../../server/http/fields';
import { createInvoice } from '../../billing/server/service';
import { applyDepositToInvoice, contractHeadlines } from '../../contracts/server/deposit-and-periods';
import type { chargeInput } from './schemas';
import { lockInspection, type Who } from './service';
import { vehicleInspections } from './tables';

const TYPE = { scratch: ['خدش', 'scratch'], dent: ['انبعاج', 'dent'], crack: ['شرخ', 'crack'], broken: ['كسر', 'broken'], missing: ['قطعة مفقودة', 'missing part'], other: ['ضرر', 'damage'] } as const;
const SEVERITY = { minor: ['بسيط', 'minor'], moderate: ['متوسط', 'moderate'], major: ['كبير', 'major'] } as const;
const VIEW = { top: ['أعلى', 'top'], left: ['الجانب الأيسر', 'left side'], right: ['الجانب الأيمن', 'right side'], front: ['الأمام', 'front'], back: ['الخلف', 'back'] } as const;

/** The invoice line's text: Arabic first, then English (as the other bilingual lines). */
export function damageLineText(p: DamagePoint, number: string): string {
  const [tAr, tEn] = TYPE[p.type];
  const [sAr, sEn] = SEVERITY[p.severity];
  const where = p.view ? VIEW[p.view] : null;
  const note = p.note ? ` — ${p.note}` : '';
  return `ضرر جديد ${number}: ${tAr} ${sAr}${where ? ` (${where[0]})` : ''} / new damage: ${sEn} ${tEn}${where ? ` (${where[1]})` : ''}${note}`.slice(0, 500);
}

export async function chargeNewDamage(tx: Tx, id: string, input: z.infer<typeof chargeInput>, who: Who) {
  const row = await lockInspection(tx, id);
  if (row.kind !== 'return' || !row.contractId) throw new AppError(409, 'inspection_not_return');
  if (row.chargeInvoiceId) throw new AppError(409, 'inspection_charged');
  const handoverRows = await tx.select().from(vehicleInspections).where(eq(vehicleInspections.contractId, row.contractId));
  const base = handoverRows.find((r) => r.kind === 'handover')?.damagePoints ?? [];
  const fresh = newDamagePoints(base, row.damagePoints).map((i) => row.damagePoints[i]!);
  // Damage the contract's return already priced (described in words) was invoiced by the return.
  const chargeable = fresh.filter((p) => p.amount === undefined);
  if (!chargeable.length) throw new AppError(409, 'no_new_damage');
  const prices = { minor: toMoney('prices', input.prices.minor, who.currency), moderate: toMoney('prices', input.prices.moderate, who.currency), major: toMoney('prices', input.prices.major, who.currency) };
  const lines = chargeable.filter((p) => compareMoney(prices[p.severity], '0') > 0).map((p) => ({ code: 'damage', description: damageLineText(p, row.inspectionNumber), quantity: '1', unitPrice: prices[p.severity] }));
  if (!lines.length) throw new AppError(400, 'nothing_to_charge', { prices: 'nothing_to_charge' });
  const contract = (await contractHeadlines(tx, [row.contractId])).get(row.contractId)!;
  const ctx = await companyContext(tx);
  const date = localDate(who.now, ctx.timezone);
  const invoice = await createInvoice(tx, { companyId: who.companyId, customerId: contract.customerId, contractId: contract.id, kind: 'damages', issueDate: date, dueDate: date, currency: who.currency, lines, userId: who.userId, notes: `${contract.contractNumber} — ${row.inspectionNumber}` });
  let paymentId: string | null = null;
  if (input.method === 'deposit') {
    const payment = await applyDepositToInvoice(tx, { companyId: who.companyId, contractId: contract.id, invoiceId: invoice.id, amount: invoice.total, date, currency: who.currency, note: `خصم أضرار ${row.inspectionNumber} من التأمين / damage deducted from the deposit`, userId: who.userId });
    paymentId = payment.id;
  }
  await tx.update(vehicleInspections).set({ chargeInvoiceId: invoice.id, chargeMethod: input.method, chargedAt: who.now, updatedAt: who.now }).where(eq(vehicleInspections.id, id));
  return { invoice: { id: invoice.id, invoiceNumber: invoice.invoiceNumber, total: invoice.total }, paymentId };
}
