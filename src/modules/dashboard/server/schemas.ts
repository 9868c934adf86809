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

const placeNames = {
  propertyCode: z.string(),
  propertyNameAr: z.string(),
  propertyNameEn: z.string().nullable(),
  unitNumber: z.string().nullable(),
  buildingNameAr: z.string().nullable(),
  buildingNameEn: z.string().nullable(),
};
const tenantNames = { tenantNameAr: z.string().nullable(), tenantNameEn: z.string().nullable() };
const rentMonth = z.object({ due: decimalOut, collected: decimalOut });

export const realEstateDashboardOut = z.object({
  currency: currencyOut,
  today: dateOut,
  /** Units and properties let whole (not a building divided into units, not sold). */
  occupancy: z.object({ leasable: z.number(), rented: z.number(), percent: z.number() }),
  /** Rent falling due in the calendar month and what was collected on it; `month` is this one (YYYY-MM). */
  rent: z.object({ month: z.string(), thisMonth: rentMonth, lastMonth: rentMonth }),
  /** Billed rent unpaid past its grace days (the lease list's `overdue` filter counts the same leases). */
  overdue: z.object({
    amount: decimalOut,
    leases: z.number(),
    installments: z.number(),
    items: z.array(z.object({ leaseId: z.string(), leaseNumber: z.string(), amount: decimalOut, since: dateOut, ...tenantNames, ...placeNames })),
  }),
  /** Active leases ending within 90 days, the soonest first. */
  ending: z.object({ days: z.number(), count: z.number(), items: z.array(z.object({ id: z.string(), leaseNumber: z.string(), endDate: dateOut, monthlyRent: decimalOut, ...tenantNames, ...placeNames })) }),
  /** Leasable properties not rented, the longest vacant first, with their days since the last tenant left (or the listing). */
  vacant: z.object({
    count: z.number(),
    over90: z.number(),
    items: z.array(z.object({ id: z.string(), propertyCode: z.string(), nameAr: z.string(), nameEn: z.string().nullable(), unitNumber: z.string().nullable(), buildingNameAr: z.string().nullable(), buildingNameEn: z.string().nullable(), status: z.string(), vacantSince: dateOut.nullable(), days: z.number().nullable() })),
  }),
  maintenance: z.object({ total: z.number(), open: z.number(), assigned: z.number(), inProgress: z.number(), urgent: z.number() }),
});
