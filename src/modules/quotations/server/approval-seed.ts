// Demo of a quotation's discount under the approvals (issue 20): the car-rental company asks the
// operations manager to approve any quotation discount above 20%, and the sales agent's draft
// quotation at 30% off waits for it, so /approvals shows a quotation beside the contract.
// Deterministic: the first customer and vehicle (by date added and plate), dates from the seed's clock.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { companies } from '../../../server/db/schema';
import { demoMemberWithRole } from '../../../server/seed/demo-people';
import { localDate } from '../../../core/attendance';
import { multiplyMoney } from '../../../core/money';
import { rentalCharge } from '../../../core/rental';
import { setWorkflow } from '../../admin/server/approvals';
import { customers } from '../../customers/server/tables';
import { vehicles } from '../../fleet/server/tables';
import { gateQuotationSend } from './approval-gate';
import { createQuotation } from './service';

const DAY = 86_400_000;

export async function seedQuotationApprovalsDemo(tx: Tx, ctx: { companyId: string; businessType: string; now?: Date }) {
  if (ctx.businessType !== 'car_rental') return;
  const clock = ctx.now ?? new Date();
  await setWorkflow(tx, ctx.companyId, 'quotation_discount', { isActive: true, threshold: '20', steps: [{ approverType: 'role', role: 'manager' }] }, null);

  const sales = await demoMemberWithRole(tx, ctx.companyId, 'sales_agent');
  const [company] = await tx.select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, ctx.companyId));
  const timezone = company?.timezone ?? 'Asia/Kuwait';
  const [customer] = await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.companyId, ctx.companyId), eq(customers.isBlacklisted, false))).orderBy(asc(customers.createdAt), asc(customers.id)).limit(1);
  const [vehicle] = await tx.select().from(vehicles).where(and(eq(vehicles.companyId, ctx.companyId), inArray(vehicles.status, ['available', 'rented', 'reserved']))).orderBy(asc(vehicles.plateNumber)).limit(1);
  if (!sales || !customer || !vehicle) return;
  const day = (days: number) => localDate(new Date(clock.getTime() + days * DAY), timezone);
  // Three days, 30% off: above the 20% a quotation may give without approval.
  const discount = multiplyMoney(rentalCharge(vehicle.dailyRate, 3, 'KWD'), '0.3', 'KWD');
  const quotation = await createQuotation(
    tx,
    { customerId: customer.id, vehicleId: vehicle.id, startDate: day(14), rateUnit: 'day', duration: 3, extras: [], discount, validUntil: day(30), terms: null, notes: 'عرض لعميل دائم — خصم موسمي' },
    { companyId: ctx.companyId, userId: sales },
  );
  await gateQuotationSend(tx, quotation, sales);
}
