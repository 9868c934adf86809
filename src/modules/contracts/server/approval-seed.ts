// Demo approvals of the car-rental company (issue 20): a discount above 20% needs the operations
// manager's approval, and the sales agent's draft contract at 25% waits for it, so /approvals and
// the manager's bell show a real request. Deterministic: the first customer and vehicle (by
// number and plate) free over the dates, nine days from the seed's clock.
import { and, asc, eq, gte, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { companies } from '../../../server/db/schema';
import { demoMemberWithRole } from '../../../server/seed/demo-people';
import { localDate } from '../../../core/attendance';
import { zonedInstant } from '../../../core/dates';
import { rentalCharge, rentalEnd, UNRENTABLE_STATUSES } from '../../../core/rental';
import { multiplyMoney } from '../../../core/money';
import { setWorkflow } from '../../admin/server/approvals';
import { customers } from '../../customers/server/tables';
import { holdOver } from '../../fleet/server/service';
import { vehicles } from '../../fleet/server/tables';
import { createContract } from './service';

const DAY = 86_400_000;

export async function seedApprovalsDemo(tx: Tx, ctx: { companyId: string; businessType: string; now?: Date }) {
  if (ctx.businessType !== 'car_rental') return;
  const clock = ctx.now ?? new Date();
  await setWorkflow(tx, ctx.companyId, 'contract_discount', { isActive: true, threshold: '20', steps: [{ approverType: 'role', role: 'manager' }] }, null);

  const sales = await demoMemberWithRole(tx, ctx.companyId, 'sales_agent');
  const [company] = await tx.select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, ctx.companyId));
  const timezone = company?.timezone ?? 'Asia/Kuwait';
  const startAt = zonedInstant(`${localDate(new Date(clock.getTime() + 9 * DAY), timezone)}T10:00`, timezone);
  const endAt = rentalEnd(startAt, 'day', 3);
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, ctx.companyId), eq(customers.isBlacklisted, false), or(isNull(customers.licenseExpiry), gte(customers.licenseExpiry, localDate(endAt, timezone)))))
    .orderBy(asc(customers.createdAt), asc(customers.id))
    .limit(1);
  const fleet = await tx.select().from(vehicles).where(eq(vehicles.companyId, ctx.companyId)).orderBy(asc(vehicles.plateNumber));
  for (const vehicle of fleet) {
    if ((UNRENTABLE_STATUSES as readonly string[]).includes(vehicle.status) || (await holdOver(tx, vehicle.id, startAt, endAt))) continue;
    if (!customer || !sales) return;
    // A quarter off three days: above the 20% the workflow allows without approval.
    const discount = multiplyMoney(rentalCharge(vehicle.dailyRate, 3, 'KWD'), '0.25', 'KWD');
    await createContract(tx, { customerId: customer.id, vehicleId: vehicle.id, startAt: startAt.toISOString(), rateUnit: 'day', duration: 3, discount, reserve: true, terms: null, notes: 'عميل شركات — خصم خاص' }, { companyId: ctx.companyId, userId: sales });
    return;
  }
}
