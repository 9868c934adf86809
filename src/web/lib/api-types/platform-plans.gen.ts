// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type PlatformPlansSchemas = {
  Plan: {
    id: string;
    planCode: string;
    name: string;
    nameAr: string | null;
    description: string | null;
    price: string;
    priceMonthly: string | null;
    priceYearly: string | null;
    billingCycle: string;
    maxUsers: number | null;
    maxVehicles: number | null;
    maxContracts: number | null;
    maxCustomers: number | null;
    storageLimitGb: number | null;
    features: Array<string>;
    isActive: boolean;
    isDefault: boolean;
    createdAt: string;
    updatedAt: string;
    prices: Array<{
      currency: string;
      monthly: string;
      yearly: string;
    }>;
  };
};

export type PlatformPlansResponses = {
  "GET /api/platform/plans": {
    items: Array<Schemas["Plan"]>;
  };
  "PATCH /api/platform/plans/{id}": Schemas["Plan"];
  "POST /api/platform/plans": Schemas["Plan"];
};
