/** Plan, feature gate and subscription-record inputs, shared by the server and the web forms. */
import { z } from 'zod';
import type { MessageCode } from '../../core/i18n/messages';
import { calendarDate } from '../../core/dates/date-schemas';
import { CURRENCY_CODES } from '../../core/money';

const err = (code: MessageCode) => ({ error: code });
const code = z.string(err('required')).trim().min(1, err('required')).max(50, err('too_long')).regex(/^[a-z][a-z0-9_]*$/, err('invalid_code'));
const requiredText = (max: number) => z.string(err('required')).trim().min(1, err('required')).max(max, err('too_long'));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, err('too_long'))
    .nullish()
    .transform((v) => (v ? v : null));
/** A limit: a whole number, or null for unlimited. */
const limit = z.number(err('required')).int(err('required')).min(0, err('required')).max(10_000_000).nullable();
/** Amounts travel as decimal strings (never floats); the server rounds them to the currency. */
const amount = z.string(err('invalid_amount')).trim().regex(/^\d{1,11}(\.\d{1,3})?$/, err('invalid_amount'));
const isoDate = calendarDate;

export const planPriceSchema = z.object({ currency: z.enum(CURRENCY_CODES, err('invalid_currency')), monthly: amount, yearly: amount });

export const planSchema = z.object({
  planCode: code,
  name: requiredText(100),
  nameAr: requiredText(100),
  description: optionalText(500),
  maxUsers: limit,
  maxVehicles: limit,
  maxCustomers: limit,
  maxContracts: limit,
  storageLimitGb: limit,
  features: z.array(code).max(100),
  isActive: z.boolean(),
  isDefault: z.boolean(),
  prices: z.array(planPriceSchema).max(CURRENCY_CODES.length),
});
export type PlanInput = z.input<typeof planSchema>;
// Edits name only known fields: an unknown one is refused, not silently dropped.
export const planPatchSchema = planSchema.partial().strict();

export const featureGateSchema = z.object({
  featureCode: code,
  featureName: requiredText(100),
  description: optionalText(500),
  isActive: z.boolean(),
  requiredPlans: z.array(code).max(50),
});
export type FeatureGateInput = z.input<typeof featureGateSchema>;
export const featureGatePatchSchema = featureGateSchema.partial().strict();

export const SUBSCRIPTION_RECORD_STATUSES = ['paid', 'pending', 'cancelled', 'refunded'] as const;
export const PAYMENT_METHODS = ['bank_transfer', 'cash', 'cheque', 'card', 'other'] as const;

/** The super admin records a payment (online card payment is out of scope). */
export const recordSubscriptionSchema = z.object({
  planCode: code,
  billingCycle: z.enum(['monthly', 'yearly'], err('required')),
  periodStart: isoDate,
  /** Defaults to one month or one year after the start. */
  periodEnd: isoDate.optional(),
  /** Defaults to the plan's price in the company's currency. */
  amount: amount.optional(),
  status: z.enum(SUBSCRIPTION_RECORD_STATUSES).default('paid'),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  reference: optionalText(100),
  notes: optionalText(500),
});
export type RecordSubscriptionInput = z.input<typeof recordSubscriptionSchema>;

export const subscriptionStatusSchema = z.object({ status: z.enum(SUBSCRIPTION_RECORD_STATUSES, err('required')) });
