// Input and output shapes of the customers API.
import { z } from '@hono/zod-openapi';
import { CONTRACT_STATUSES } from '../../../core/rental';
import { currencyOut, dateTimeOut, decimalOut, rowSchema } from '../../../server/http/row-schema';
import { invoiceOut, paymentOut } from '../../billing/server/schemas';
import { customerDocuments, customers } from './tables';
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

// Output: a customer row as sent, the credit limit in the company currency's decimals.
export const CUSTOMER_DOCUMENT_KINDS = ['civil_id', 'passport', 'licence', 'commercial_register', 'other'] as const;
export const customerOut = rowSchema(customers).extend({ customerType: z.enum(['individual', 'corporate']) }).openapi('Customer');
export const customerListOut = z.object({
  items: z.array(customerOut),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: z.object({ all: z.number(), active: z.number(), inactive: z.number(), blacklisted: z.number() }),
});
export const customerDocumentOut = rowSchema(customerDocuments).extend({ kind: z.enum(CUSTOMER_DOCUMENT_KINDS) }).openapi('CustomerDocument');
export const customerDetailOut = customerOut.extend({
  currency: currencyOut,
  balance: z.object({ invoiced: decimalOut, paid: decimalOut, due: decimalOut, overdue: decimalOut }),
  contracts: z.array(
    z.object({ id: z.string(), contractNumber: z.string(), status: z.enum(CONTRACT_STATUSES), startAt: dateTimeOut, endAt: dateTimeOut, rentalAmount: decimalOut, plateNumber: z.string(), make: z.string(), model: z.string() }),
  ),
  invoices: z.array(invoiceOut),
  payments: z.array(paymentOut),
  documents: z.array(customerDocumentOut),
});
