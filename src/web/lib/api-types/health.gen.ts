// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
export type HealthResponses = {
  "GET /api/health": {
    status: "ok";
    db: "pglite" | "postgres";
  };
};
