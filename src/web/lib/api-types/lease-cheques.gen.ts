// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type LeaseChequesResponses = {
  "POST /api/lease-cheques/{id}/bounce": Schemas["LeaseCheque"];
  "POST /api/lease-cheques/{id}/deposit": {
    payment: Schemas["Payment"] & Record<string, never> | null;
    cheque: Schemas["LeaseCheque"] & Record<string, never> | null;
    allocated: string;
  };
  "POST /api/lease-cheques/{id}/return": Schemas["LeaseCheque"];
};
