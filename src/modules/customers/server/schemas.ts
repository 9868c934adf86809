// Input shapes of the customers API.
import { z } from '@hono/zod-openapi';
import { amount, optionalDate, optionalEmail, optionalPhone, optionalText, pageQuery, phone } from '../../../server/http/fields';

const customerFields = {
    customerType: z.enum(['individual', 'corporate']).default('individual'),
    nameAr: optionalText(160),
    nameEn: optionalText(160),
    phone,
    alternativePhone: optionalPhone,
    email: optionalEmail,
    nationality: optionalText(60),
    dateOfBirth: optionalDate,
    civilId: optionalText(30),
    civilIdExpiry: optionalDate,
    passportNumber: optionalText(30),
    passportExpiry: optionalDate,
    licenseNumber: optionalText(40),
    licenseExpiry: optionalDate,
    commercialRegister: optionalText(40),
    contactPerson: optionalText(120),
    address: optionalText(400),
    city: optionalText(80),
    creditLimit: amount.optional(),
    isBlacklisted: z.boolean().optional(),
    blacklistReason: optionalText(400),
    isActive: z.boolean().optional(),
    notes: optionalText(2000),
    /** The user saw the "same phone" warning and wants the record anyway (family members share phones). */
    confirmDuplicatePhone: z.boolean().optional(),
};

export const customerInput = z.object(customerFields).strict();

// A patch names only what changes: no default customer type.
export const customerPatch = z.object({ ...customerFields, customerType: customerFields.customerType.removeDefault() }).partial().strict();

export const customerListQuery = z.object({
  ...pageQuery,
  type: z.enum(['individual', 'corporate', 'all']).default('all'),
  status: z.enum(['active', 'inactive', 'blacklisted', 'all']).default('all'),
  sort: z.enum(['name', 'number', 'created']).default('created'),
});

export const customerOut = z.object({ id: z.string(), customerNumber: z.string() }).passthrough();
