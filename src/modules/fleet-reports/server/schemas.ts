import { z } from '@hono/zod-openapi';
import { isoDate } from '../../../server/http/fields';

export const reportQuery = z.object({
  from: isoDate.optional().describe('First day; with `to` absent too, the twelve full months before `date`'),
  to: isoDate.optional().describe('Last day'),
  date: isoDate.optional().describe('The day the default period ends before (the company’s today when absent)'),
  format: z.enum(['json', 'xlsx', 'pdf']).default('json'),
});

const money = z.string();
const usage = { rentedDays: z.number(), availableDays: z.number(), percent: z.number(), contracts: z.number().int() };

export const utilisationOut = z
  .object({
    from: z.string(),
    to: z.string(),
    vehicles: z.array(z.object({ vehicleId: z.string(), plate: z.string(), make: z.string(), model: z.string(), bodyType: z.string(), ...usage })),
    models: z.array(z.object({ make: z.string(), model: z.string(), vehicles: z.number().int(), ...usage })),
    classes: z.array(z.object({ bodyType: z.string(), vehicles: z.number().int(), ...usage })),
    totals: z.object({ vehicles: z.number().int(), ...usage }),
  })
  .openapi('FleetUtilisationReport');

export const maintenanceTrendOut = z
  .object({
    from: z.string(),
    to: z.string(),
    currency: z.string(),
    months: z.array(z.object({ month: z.string(), cost: money, orders: z.number().int() })),
    totals: z.object({ cost: money, orders: z.number().int() }),
  })
  .openapi('FleetMaintenanceTrend');

const fineSums = { count: z.number().int(), amount: money, recharged: money, unrecovered: money };
export const finesByCustomerOut = z
  .object({
    from: z.string(),
    to: z.string(),
    currency: z.string(),
    customers: z.array(z.object({ customerId: z.string(), nameAr: z.string().nullable(), nameEn: z.string().nullable(), ...fineSums })),
    totals: z.object(fineSums),
  })
  .openapi('FleetFinesByCustomer');

const figures = { revenue: money, maintenance: money, depreciation: money, fines: money, interest: money, profit: money };
export const profitOut = z
  .object({
    from: z.string(),
    to: z.string(),
    currency: z.string(),
    vehicles: z.array(z.object({ vehicleId: z.string(), plate: z.string(), make: z.string(), model: z.string(), ...figures })),
    totals: z.object(figures),
  })
  .openapi('FleetProfitReport');
