// Input and output shapes of the owners API: owners, their payouts and statements.
import { z } from '@hono/zod-openapi';
import { isValidIban, normalizeIban } from '../../../core/banking';
import { OWNER_TYPES, PROPERTY_STATUSES, PROPERTY_TYPES } from '../../../core/leasing';
import { amount, isoDate, optionalEmail, optionalPhone, optionalText, pageQuery, requiredText } from '../../../server/http/fields';
import { currencyOut, dateOut, decimalOut, rowSchema } from '../../../server/http/row-schema';
import { ownerPayouts, propertyOwners } from './tables';

/** A percentage with up to two decimals, 0–100. */
const commissionRate = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'invalid_number')
  .refine((v) => Number(v) <= 100, 'commission_out_of_range');

/** Stored without spaces, in capitals; checked for its country's length and check digits. */
const iban = optionalText(42)
  .refine((v) => !v || isValidIban(v), 'invalid_iban')
  .transform((v) => (v ? normalizeIban(v) : v));

const ownerFields = {
  ownerType: z.enum(OWNER_TYPES).default('individual'),
  nameAr: requiredText(160),
  nameEn: optionalText(160),
  civilId: optionalText(30),
  commercialRegister: optionalText(40),
  nationality: optionalText(60),
  phone: optionalPhone,
  email: optionalEmail,
  address: optionalText(400),
  bankName: optionalText(120),
  iban,
  commissionRate: commissionRate.optional(),
  notes: optionalText(2000),
  isActive: z.boolean().optional(),
};

export const ownerInput = z.object(ownerFields).strict();
export const ownerPatch = z.object({ ...ownerFields, ownerType: ownerFields.ownerType.removeDefault() }).partial().strict();

export const ownerListQuery = z.object({
  ...pageQuery,
  type: z.enum([...OWNER_TYPES, 'all']).default('all'),
  status: z.enum(['all', 'active', 'inactive']).default('all'),
  sort: z.enum(['name', 'code', 'created']).default('name'),
});

export const ownerOut = rowSchema(propertyOwners).extend({ ownerType: z.enum(OWNER_TYPES) }).openapi('PropertyOwner');

export const ownerListOut = z.object({
  items: z.array(ownerOut.extend({ propertiesCount: z.number().int(), balance: decimalOut.describe('Due to the owner today: collected − commission − expenses − payouts') })),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  currency: currencyOut,
  counts: z.object({ all: z.number(), active: z.number(), inactive: z.number() }),
});

export const ownerOptionsQuery = z.object({ search: z.string().trim().max(100).optional() });
export const ownerOptionsOut = z.object({
  items: z.array(ownerOut.pick({ id: true, ownerCode: true, nameAr: true, nameEn: true, commissionRate: true, ownerType: true })),
});

export const PAYOUT_METHODS = ['cash', 'cheque', 'bank_transfer'] as const;
export const payoutInput = z
  .object({
    payoutDate: isoDate,
    amount,
    method: z.enum(PAYOUT_METHODS),
    reference: optionalText(80),
    notes: optionalText(1000),
    /** The user saw that the payout is more than the owner is due and pays it as an advance. */
    allowAdvance: z.boolean().optional(),
  })
  .strict();
export const payoutOut = rowSchema(ownerPayouts).extend({ method: z.enum(PAYOUT_METHODS) }).openapi('OwnerPayout');

/** Without a period: this month up to today. */
export const statementQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() });

export const statementTotalsOut = z.object({
  opening: decimalOut,
  collected: decimalOut,
  commission: decimalOut,
  expenses: decimalOut,
  net: decimalOut,
  payouts: decimalOut,
  closing: decimalOut.describe('Due to the owner at the end of the period (negative: the owner owes the company)'),
});

export const collectionLineOut = z.object({
  date: dateOut,
  kind: z.enum(['collected', 'bounced']),
  paymentId: z.string(),
  paymentNumber: z.string(),
  invoiceNumber: z.string(),
  leaseId: z.string(),
  leaseNumber: z.string(),
  propertyId: z.string(),
  propertyCode: z.string(),
  propertyNameAr: z.string(),
  propertyNameEn: z.string().nullable(),
  tenantNameAr: z.string().nullable(),
  tenantNameEn: z.string().nullable(),
  amount: decimalOut,
  commissionRate: decimalOut,
  commission: decimalOut,
});
export const expenseLineOut = z.object({
  id: z.string(),
  requestNumber: z.string(),
  completedOn: dateOut,
  propertyId: z.string(),
  propertyCode: z.string(),
  propertyNameAr: z.string(),
  propertyNameEn: z.string().nullable(),
  title: z.string(),
  amount: decimalOut,
});

export const statementOut = z.object({
  owner: ownerOut.pick({ id: true, ownerCode: true, nameAr: true, nameEn: true, commissionRate: true }),
  currency: currencyOut,
  from: dateOut,
  to: dateOut,
  collections: z.array(collectionLineOut),
  expenses: z.array(expenseLineOut),
  payouts: z.array(payoutOut),
  totals: statementTotalsOut,
});

export const ownedPropertyOut = z.object({
  id: z.string(),
  propertyCode: z.string(),
  nameAr: z.string(),
  nameEn: z.string().nullable(),
  unitNumber: z.string().nullable(),
  parentId: z.string().nullable(),
  propertyType: z.enum(PROPERTY_TYPES),
  status: z.enum(PROPERTY_STATUSES),
  city: z.string().nullable(),
  district: z.string().nullable(),
  units: z.number().int().describe('Units of this building owned by the owner'),
  rentedUnits: z.number().int(),
});

export const ownerDetailOut = ownerOut.extend({
  currency: currencyOut,
  properties: z.array(ownedPropertyOut),
  payouts: z.array(payoutOut),
  year: statementTotalsOut.extend({ from: dateOut, to: dateOut }).describe("This year's statement up to today"),
});
