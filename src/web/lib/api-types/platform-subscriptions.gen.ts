// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type PlatformSubscriptionsSchemas = {
  SubscriptionRecord: {
    id: string;
    companyId: string;
    planId: string;
    planCode: string;
    billingCycle: "monthly" | "yearly";
    periodStart: string;
    periodEnd: string;
    amount: string;
    currency: string;
    status: "paid" | "pending" | "cancelled" | "refunded";
    paymentMethod: "bank_transfer" | "cash" | "cheque" | "card" | "other" | null;
    reference: string | null;
    notes: string | null;
    paidAt: string | null;
    recordedBy: string | null;
    createdAt: string;
    updatedAt: string;
  };
};

export type PlatformSubscriptionsResponses = {
  "GET /api/platform/subscriptions": {
    items: Array<Schemas["SubscriptionRecord"] & {
      companyName: string;
      companyNameAr: string | null;
    }>;
  };
  "PATCH /api/platform/subscriptions/{id}": Schemas["SubscriptionRecord"];
};
