// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type PlatformLandingContentSchemas = {
  LandingContent: {
    id: string;
    contentKey: string;
    contentValue: string;
    contentValueAr: string;
    isActive: boolean;
    sortOrder: number;
    createdAt: string;
    updatedAt: string;
  };
};

export type PlatformLandingContentResponses = {
  "DELETE /api/platform/landing-content/{id}": {
    ok: true;
  };
  "GET /api/platform/landing-content": {
    items: Array<Schemas["LandingContent"]>;
  };
  "PATCH /api/platform/landing-content/{id}": Schemas["LandingContent"];
  "POST /api/platform/landing-content": Schemas["LandingContent"];
  "PUT /api/platform/landing-content/order": {
    items: Array<Schemas["LandingContent"]>;
  };
};
