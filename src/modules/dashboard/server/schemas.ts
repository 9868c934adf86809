// Output shapes of the dashboard and record search APIs.
import { z } from '@hono/zod-openapi';
import { CONTRACT_STATUSES } from '../../../core/rental';
import { currencyOut, dateOut, dateTimeOut, decimalOut } from '../../../server/http/row-schema';
import { PAYMENT_METHODS } from '../../billing/server/schemas';

const names = { customerNameAr: z.string().nullable(), customerNameEn: z.string().nullable() };
const twoMonths = z.object({ thisMonth: decimalOut, lastMonth: decimalOut });

export const rentalDashboardOut = z.object({
  currency: currencyOut,
  today: dateOut,
  fleet: z.object({ total: z.number(), byStatus: z.record(z.string(), z.number()) }),
  utilisation: z.object({ percent: z.number(), month: z.string() }),
  activeContracts: z.number(),
  endingSoon: z.object({ count: z.number(), items: z.array(z.object({ id: z.string(), contractNumber: z.string(), plannedEndAt: dateTimeOut, ...names, plateNumber: z.string() })) }),
  overdue: z.object({
    count: z.number(),
    amount: decimalOut,
    items: z.array(z.object({ id: z.string(), invoiceNumber: z.string(), dueDate: dateOut, balance: decimalOut, ...names, contractId: z.string().nullable() })),
  }),
  revenue: twoMonths,
  collections: twoMonths,
  /** The latest contract changes and payments, newest first; `status` is a payment's method. */
  activity: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('contract'), id: z.string(), number: z.string(), status: z.enum(CONTRACT_STATUSES), at: dateTimeOut, ...names, amount: z.null(), href: z.string() }),
      z.object({ kind: z.literal('payment'), id: z.string(), number: z.string(), status: z.enum(PAYMENT_METHODS), at: dateTimeOut, ...names, amount: decimalOut, href: z.string() }),
    ]),
  ),
});

export const recordHitOut = z.object({
  kind: z.enum(['customer', 'vehicle', 'contract', 'quotation', 'invoice']),
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  href: z.string(),
});
export type RecordHit = z.infer<typeof recordHitOut>;
