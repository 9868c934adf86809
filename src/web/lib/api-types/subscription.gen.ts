// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type SubscriptionResponses = {
  "GET /api/subscription": {
    status: string;
    trialEndsAt: string | null;
    trialDaysLeft: number | null;
    expiresAt: string | null;
    currency: string;
    plan: {
      code: string;
      name: string;
      nameAr: string | null;
      features: Array<string>;
      storageLimitGb: number | null;
      monthly: string | null;
      yearly: string | null;
    };
    usage: Array<{
      resource: "users" | "vehicles" | "customers" | "contracts";
      used: number;
      limit: number | null;
    }>;
    history: Array<Schemas["SubscriptionRecord"]>;
  };
};
