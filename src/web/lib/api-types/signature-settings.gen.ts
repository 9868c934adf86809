// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type SignatureSettingsSchemas = {
  SignatureSettings: {
    signatoryName: string | null;
    signatoryTitle: string | null;
    hasSignature: boolean;
    hasStamp: boolean;
    documents: Array<"contract" | "invoice" | "receipt" | "lease">;
    customerSignsHandover: boolean;
    customerSignsQuotation: boolean;
    updatedAt: string | null;
  };
};

export type SignatureSettingsResponses = {
  "DELETE /api/signature-settings/{image}": Schemas["SignatureSettings"];
  "GET /api/signature-settings": Schemas["SignatureSettings"];
  "PUT /api/signature-settings": Schemas["SignatureSettings"];
  "PUT /api/signature-settings/{image}": Schemas["SignatureSettings"];
};
