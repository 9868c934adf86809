// Input and output shapes of the leases API (/api/leases, /api/lease-cheques).
import { requestOut } from '../../admin/server/approvals';
import { z } from '@hono/zod-openapi';
import { CHEQUE_STATUSES, DEPOSIT_STATUSES, LATE_FEE_TYPES, LEASE_PAYMENT_METHODS, LEASE_STATUSES, PAYMENT_FREQUENCIES } from '../../../core/leasing';
import { currencyOut, dateOut, decimalOut, rowSchema } from '../../../server/http/row-schema';
import { amount, isoDate, optionalText, pageQuery, requiredText, uuidRef } from '../../../server/http/fields';
import { invoiceOut, paymentOut } from '../../billing/server/schemas';
import { leaseCheques, leaseInstallments, leases } from './tables';

const percent = z.string().trim().regex(/^\d{1,3}(\.\d{1,2})?$/, 'invalid_number');
const days = (max: number) => z.number().int('invalid_number').min(0, 'invalid_number').max(max, 'invalid_number');

const leaseTerms = {
  startDate: isoDate,
  /** Inclusive; or give `termMonths` instead. */
  endDate: isoDate.optional(),
  termMonths: z.number().int('invalid_number').min(1, 'invalid_number').max(360, 'invalid_number').optional(),
  monthlyRent: amount,
  paymentFrequency: z.enum(PAYMENT_FREQUENCIES).default('monthly'),
  paymentDay: z.number().int('invalid_number').min(1, 'invalid_payment_day').max(28, 'invalid_payment_day').nullable().optional(),
  securityDeposit: amount.optional(),
  commissionAmount: amount.optional(),
  taxRate: percent.optional(),
  graceDays: days(90).optional(),
  lateFeeType: z.enum(LATE_FEE_TYPES).optional(),
  lateFeeValue: amount.optional(),
  autoRenew: z.boolean().optional(),
  renewalMonths: z.number().int('invalid_number').min(1, 'invalid_number').max(120, 'invalid_number').optional(),
  utilitiesIncluded: z.boolean().optional(),
  terms: optionalText(8000),
  notes: optionalText(2000),
};

export const leaseInput = z
  .object({
    propertyId: uuidRef,
    customerId: uuidRef,
    ...leaseTerms,
    /** Activate at once (the schedule's due instalments are billed, the deposit held). */
    activate: z.boolean().optional(),
  })
  .strict();

export const leaseUpdateInput = z.object({ propertyId: uuidRef.optional(), customerId: uuidRef.optional(), ...leaseTerms, startDate: isoDate.optional(), monthlyRent: amount.optional() }).strict();

export const renewInput = z
  .object({
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    termMonths: z.number().int('invalid_number').min(1, 'invalid_number').max(360, 'invalid_number').optional(),
    monthlyRent: amount.optional(),
    paymentFrequency: z.enum(PAYMENT_FREQUENCIES).optional(),
    paymentDay: z.number().int('invalid_number').min(1, 'invalid_payment_day').max(28, 'invalid_payment_day').nullable().optional(),
    securityDeposit: amount.optional(),
    notes: optionalText(2000),
  })
  .strict();

export const terminateInput = z
  .object({
    date: isoDate,
    reason: requiredText(400),
    /** An early-termination charge (often one or two months' rent), invoiced to the tenant. */
    penalty: amount.optional(),
    /** Damages or other deductions, invoiced before the deposit is settled. */
    deductions: amount.optional(),
    /** Settle the deposit now (apply it to what is owed, refund the rest). */
    settleDeposit: z.boolean().default(true),
  })
  .strict();

export const settleInput = z.object({ date: isoDate.optional(), deductions: amount.optional(), deductionsNote: optionalText(200) }).strict();

const chequeFields = { chequeNumber: requiredText(40), bankName: requiredText(120), chequeDate: isoDate };

export const leasePaymentInput = z
  .object({
    date: isoDate.optional(),
    method: z.enum(LEASE_PAYMENT_METHODS),
    amount,
    reference: optionalText(80),
    notes: optionalText(1000),
    /** The instalments it pays, in order; by default the oldest open ones. */
    installmentIds: z.array(uuidRef).max(120).optional(),
    cheque: z.object(chequeFields).strict().optional(),
  })
  .strict();

export const chequesInput = z
  .object({
    cheques: z.array(z.object({ ...chequeFields, amount, installmentId: uuidRef.nullable().optional(), notes: optionalText(400) }).strict()).min(1, 'required').max(120),
  })
  .strict();

export const depositInput = z.object({ date: isoDate.optional() }).strict();
export const bounceInput = z.object({ date: isoDate.optional(), reason: requiredText(400), fee: amount.optional() }).strict();
export const returnInput = z.object({ date: isoDate.optional(), reason: optionalText(400) }).strict();

export const leaseListQuery = z.object({
  ...pageQuery,
  status: z.string().max(200).optional(),
  propertyId: uuidRef.optional(),
  customerId: uuidRef.optional(),
  /** Active leases ending within so many days (the dashboard's tile). */
  endingWithinDays: z.coerce.number().int().min(0).max(3650).optional(),
  /** Only leases with overdue rent. */
  overdue: z.enum(['1', 'true']).optional(),
  sort: z.enum(['number', 'start', 'end', 'rent', 'created']).default('start'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});

// Output.
export const INSTALLMENT_STATES = ['upcoming', 'due', 'overdue', 'partially_paid', 'paid', 'cancelled'] as const;

export const leaseOut = rowSchema(leases)
  .extend({ status: z.enum(LEASE_STATUSES), paymentFrequency: z.enum(PAYMENT_FREQUENCIES), lateFeeType: z.enum(LATE_FEE_TYPES), depositStatus: z.enum(DEPOSIT_STATUSES), currency: currencyOut })
  .openapi('Lease');

export const chequeOut = rowSchema(leaseCheques).extend({ status: z.enum(CHEQUE_STATUSES) }).openapi('LeaseCheque');

export const installmentOut = rowSchema(leaseInstallments)
  .omit({ ownerId: true, commissionRate: true })
  .extend({
    status: z.enum(['scheduled', 'billed', 'cancelled']),
    state: z.enum(INSTALLMENT_STATES),
    invoiceNumber: z.string().nullable(),
    paid: decimalOut,
    balance: decimalOut,
    daysLate: z.number().int(),
    lateFee: z.object({ invoiceId: z.string(), invoiceNumber: z.string(), amount: decimalOut, balance: decimalOut }).nullable(),
  })
  .openapi('LeaseInstallment');

const leaseRef = z.object({ id: z.string(), leaseNumber: z.string(), status: z.enum(LEASE_STATUSES), startDate: dateOut, endDate: dateOut });

export const leaseDetailOut = leaseOut.extend({
  property: z.object({ id: z.string(), propertyCode: z.string(), nameAr: z.string(), nameEn: z.string().nullable(), unitNumber: z.string().nullable(), usage: z.string(), status: z.string(), parentId: z.string().nullable(), buildingNameAr: z.string().nullable(), buildingNameEn: z.string().nullable(), ownerId: z.string().nullable(), ownerNameAr: z.string().nullable(), ownerNameEn: z.string().nullable() }),
  tenant: z.object({ id: z.string(), customerNumber: z.string(), nameAr: z.string().nullable(), nameEn: z.string().nullable(), phone: z.string(), civilId: z.string().nullable(), commercialRegister: z.string().nullable(), isBlacklisted: z.boolean() }),
  installments: z.array(installmentOut),
  cheques: z.array(chequeOut),
  /** `charge`: the invoice's first line code — rent_residential, rent_commercial, owner_rent, late_fee, lease_commission, termination_fee, service_charge, bounce_fee. */
  invoices: z.array(invoiceOut.extend({ charge: z.string() })),
  payments: z.array(paymentOut),
  totals: z.object({ billed: decimalOut, paid: decimalOut, balance: decimalOut, overdue: decimalOut, upcoming: decimalOut, heldCheques: decimalOut }),
  renewedFrom: leaseRef.nullable(),
  renewedTo: leaseRef.nullable(),
  /** The deposit refund's approval requests (issue 20), newest first. */
  approvals: z.array(requestOut),
});

export const leaseListOut = z.object({
  items: z.array(
    leaseOut
      .pick({ id: true, leaseNumber: true, status: true, startDate: true, endDate: true, terminatedOn: true, monthlyRent: true, paymentFrequency: true, propertyId: true, customerId: true, autoRenew: true })
      .extend({
        propertyCode: z.string(),
        propertyNameAr: z.string(),
        propertyNameEn: z.string().nullable(),
        unitNumber: z.string().nullable(),
        buildingNameAr: z.string().nullable(),
        buildingNameEn: z.string().nullable(),
        tenantNameAr: z.string().nullable(),
        tenantNameEn: z.string().nullable(),
        tenantPhone: z.string(),
        overdue: decimalOut,
      }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  currency: currencyOut,
  counts: z.record(z.string(), z.number()),
});

export const leasePaymentOut = z.object({ payment: paymentOut.nullable(), cheque: chequeOut.nullable(), allocated: decimalOut });
/** The approval request a held deposit refund waits on (the deposit is still held, nothing applied or refunded). */
const awaitingApproval = z.object({ id: z.string(), number: z.string() }).nullable();
export const terminateOut = z.object({ lease: leaseOut, cancelled: z.number().int(), repriced: z.number().int(), keptWhole: z.number().int(), depositApplied: decimalOut, depositRefunded: decimalOut, balance: decimalOut, awaitingApproval });
export const settleOut = z.object({ lease: leaseOut, depositApplied: decimalOut, depositRefunded: decimalOut, balance: decimalOut, awaitingApproval });
export const chequesOut = z.object({ items: z.array(chequeOut) });
