// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type PlatformFeatureGatesSchemas = {
  FeatureGate: {
    id: string;
    featureCode: string;
    featureName: string;
    description: string | null;
    isActive: boolean;
    requiredPlans: Array<string>;
    createdAt: string;
    updatedAt: string;
  };
};

export type PlatformFeatureGatesResponses = {
  "DELETE /api/platform/feature-gates/{id}": {
    ok: true;
  };
  "GET /api/platform/feature-gates": {
    items: Array<Schemas["FeatureGate"]>;
  };
  "PATCH /api/platform/feature-gates/{id}": Schemas["FeatureGate"];
  "POST /api/platform/feature-gates": Schemas["FeatureGate"];
};
