// Input and output shapes of the tenants API. A tenant is a customer with a tenant profile
// (decision 033): the customer's fields travel beside the profile's in one body.
import { z } from '@hono/zod-openapi';
import { DEPOSIT_STATUSES, LEASE_STATUSES, PAYMENT_FREQUENCIES } from '../../../core/leasing';
import { amount, optionalPhone, optionalText, pageQuery, uuidRef } from '../../../server/http/fields';
import { currencyOut, dateOut, decimalOut, rowSchema } from '../../../server/http/row-schema';
import { invoiceOut, paymentOut } from '../../billing/server/schemas';
import { customerOut, customerPatch } from '../../customers/server/schemas';
import { tenantProfiles } from './tables';

export const TENANT_STATUSES = ['current', 'former', 'prospect'] as const;
export type TenantStatus = (typeof TENANT_STATUSES)[number];

export const profileFields = {
  employer: optionalText(160),
  occupation: optionalText(120),
  monthlyIncome: amount.nullable().optional(),
  emergencyContactName: optionalText(120),
  emergencyContactPhone: optionalPhone,
};
export const PROFILE_KEYS = Object.keys(profileFields) as Array<keyof typeof profileFields>;
/** The customer's own fields (name, IDs, phones, blacklist…), each optional in a tenant body. */
export const CUSTOMER_KEYS = Object.keys(customerPatch.shape) as Array<keyof typeof customerPatch.shape>;

/**
 * Either `customerId` (link an existing customer: profile fields only) or the new customer's
 * fields with the profile's: one body, so the form that adds a person adds the tenant.
 */
export const tenantInput = z
  .object({ customerId: uuidRef.optional(), ...customerPatch.shape, ...profileFields })
  .strict()
  .superRefine((body, ctx) => {
    if (body.customerId) {
      const given = CUSTOMER_KEYS.find((key) => body[key] !== undefined);
      if (given) ctx.addIssue({ code: 'custom', path: [given], message: 'tenant_link_with_fields' });
    } else if (!body.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'required' });
  });

export const tenantPatch = z.object({ ...customerPatch.shape, ...profileFields }).strict();

export const tenantListQuery = z.object({
  ...pageQuery,
  status: z.enum(['all', ...TENANT_STATUSES, 'blacklisted']).default('all'),
  sort: z.enum(['created', 'name', 'number', 'balance']).default('created'),
});

export const tenantProfileOut = rowSchema(tenantProfiles).openapi('TenantProfile');

export const tenantRowOut = z.object({
  id: z.string().describe('The customer id'),
  customerNumber: z.string(),
  customerType: z.enum(['individual', 'corporate']),
  nameAr: z.string().nullable(),
  nameEn: z.string().nullable(),
  phone: z.string(),
  civilId: z.string().nullable(),
  commercialRegister: z.string().nullable(),
  nationality: z.string().nullable(),
  employer: z.string().nullable(),
  status: z.enum(TENANT_STATUSES),
  isBlacklisted: z.boolean(),
  blacklistReason: z.string().nullable(),
  activeLeases: z.number().int(),
  balance: decimalOut.describe('Open invoices: billed and not yet paid'),
});

export const tenantListOut = z.object({
  items: z.array(tenantRowOut),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  currency: currencyOut,
  counts: z.object({ all: z.number(), current: z.number(), former: z.number(), prospect: z.number(), blacklisted: z.number() }),
});

export const tenantMatchQuery = z.object({ civilId: z.string().trim().max(30).optional(), phone: z.string().trim().max(30).optional(), commercialRegister: z.string().trim().max(40).optional() });
export const tenantMatchOut = z.object({
  items: z.array(customerOut.pick({ id: true, customerNumber: true, customerType: true, nameAr: true, nameEn: true, phone: true, civilId: true, commercialRegister: true, isBlacklisted: true }).extend({ isTenant: z.boolean(), matchedOn: z.enum(['civilId', 'phone', 'commercialRegister']) })),
});

export const tenantOut = customerOut.extend({ profile: tenantProfileOut, status: z.enum(TENANT_STATUSES) }).openapi('Tenant');

export const tenantLeaseOut = z.object({
  id: z.string(),
  leaseNumber: z.string(),
  status: z.enum(LEASE_STATUSES),
  propertyId: z.string(),
  propertyCode: z.string(),
  propertyNameAr: z.string(),
  propertyNameEn: z.string().nullable(),
  unitNumber: z.string().nullable(),
  startDate: dateOut,
  endDate: dateOut,
  terminatedOn: dateOut.nullable(),
  monthlyRent: decimalOut,
  paymentFrequency: z.enum(PAYMENT_FREQUENCIES),
  securityDeposit: decimalOut,
  depositStatus: z.enum(DEPOSIT_STATUSES),
});

export const tenantDetailOut = tenantOut.extend({
  currency: currencyOut,
  leases: z.array(tenantLeaseOut),
  rent: z.object({ overdue: decimalOut, overdueCount: z.number().int() }).describe('Rent instalments past their grace days and unpaid'),
  balance: z.object({ invoiced: decimalOut, paid: decimalOut, due: decimalOut, overdue: decimalOut }),
  invoices: z.array(invoiceOut),
  payments: z.array(paymentOut),
});
