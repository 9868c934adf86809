// Making a quotation: what the create route and the demo seed share. The rate defaults to the
// vehicle's for the unit; totals are worked out in the company currency; a discount above the
// subtotal is refused.
import type { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError } from '../../../server/http/errors';
import { companyContext } from '../../../server/http/fields';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { quoteTotals } from '../../../core/rental';
import { toMoney } from '../../../core/money';
import { customers } from '../../customers/server/tables';
import { vehicles } from '../../fleet/server/tables';
import type { quotationInput } from './schemas';
import { quotations } from './tables';

export type QuotationInput = z.output<typeof quotationInput>;

/** A draft quotation, validated (400 with the field) before anything is written. */
export async function createQuotation(tx: Tx, input: QuotationInput, actor: { companyId: string; userId: string | null }) {
  const ctx = await companyContext(tx);
  if (!input.vehicleId && !input.vehicleClass) throw new AppError(400, 'validation_failed', { vehicleId: 'required' });
  if (input.validUntil < ctx.today) throw new AppError(400, 'validation_failed', { validUntil: 'invalid_date_range' });
  const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, input.customerId));
  if (!customer) throw new AppError(400, 'validation_failed', { customerId: 'not_found' });
  let rate = input.rate;
  if (input.vehicleId) {
    const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, input.vehicleId));
    if (!vehicle) throw new AppError(400, 'validation_failed', { vehicleId: 'not_found' });
    rate ??= input.rateUnit === 'day' ? vehicle.dailyRate : input.rateUnit === 'week' ? (vehicle.weeklyRate ?? undefined) : (vehicle.monthlyRate ?? undefined);
  }
  if (!rate) throw new AppError(400, 'validation_failed', { rate: 'required' });
  const extras = input.extras.map((e) => ({ description: e.description, amount: toMoney('extras', e.amount, ctx.currency) }));
  const totals = quoteTotals({ rate: toMoney('rate', rate, ctx.currency), duration: input.duration, extras, discount: input.discount ?? '0' }, ctx.currency);
  if ('error' in totals) throw new AppError(400, 'discount_exceeds_total', { discount: 'discount_exceeds_total' });
  const [row] = await tx
    .insert(quotations)
    .values({ ...input, vehicleId: input.vehicleId ?? null, vehicleClass: input.vehicleClass ?? null, companyId: actor.companyId, quotationNumber: formatNumber('QUO', await nextNumber(tx, actor.companyId, 'quotation'), 5), rate: toMoney('rate', rate, ctx.currency), extras, ...totals, createdBy: actor.userId })
    .returning();
  return row!;
}
