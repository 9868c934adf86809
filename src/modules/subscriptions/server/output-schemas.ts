// Output shapes of the subscriptions API: plans, feature gates, payment records, and the
// company's own plan and usage.
import { z } from '@hono/zod-openapi';
import { dateTimeOut, decimalOut, rowSchema } from '../../../server/http/row-schema';
import { featureGates, subscriptionPlans } from '../../../server/db/schema';
import { PAYMENT_METHODS, SUBSCRIPTION_RECORD_STATUSES } from '../schemas';
import { subscriptions } from './tables';

const priceOut = z.object({ currency: z.string(), monthly: decimalOut, yearly: decimalOut });
export const planRowOut = rowSchema(subscriptionPlans).extend({ features: z.array(z.string()) });
export const planOut = planRowOut.extend({ prices: z.array(priceOut) }).openapi('Plan');

export const featureGateOut = rowSchema(featureGates).openapi('FeatureGate');

export const subscriptionRecordOut = rowSchema(subscriptions)
  .extend({ billingCycle: z.enum(['monthly', 'yearly']), status: z.enum(SUBSCRIPTION_RECORD_STATUSES), paymentMethod: z.enum(PAYMENT_METHODS).nullable() })
  .openapi('SubscriptionRecord');
export const subscriptionRecordListOut = z.object({ items: z.array(subscriptionRecordOut.extend({ companyName: z.string(), companyNameAr: z.string().nullable() })) });

export const companySubscriptionOut = z.object({
  status: z.string(),
  trialEndsAt: dateTimeOut.nullable(),
  trialDaysLeft: z.number().nullable(),
  expiresAt: dateTimeOut.nullable(),
  currency: z.string(),
  plan: z.object({
    code: z.string(),
    name: z.string(),
    nameAr: z.string().nullable(),
    features: z.array(z.string()),
    storageLimitGb: z.number().nullable(),
    monthly: decimalOut.nullable(),
    yearly: decimalOut.nullable(),
  }),
  /** Records per limited resource against the plan's limit (null: unlimited). */
  usage: z.array(z.object({ resource: z.enum(['users', 'vehicles', 'customers', 'contracts']), used: z.number(), limit: z.number().nullable() })),
  history: z.array(subscriptionRecordOut),
});
