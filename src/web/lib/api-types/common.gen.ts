// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
export type CommonSchemas = {
  Error: {
    error: {
      code: string;
      message: string;
      fields?: {
        [key: string]: string;
      };
    };
  };
  TenantProfile: {
    id: string;
    companyId: string;
    customerId: string;
    employer: string | null;
    occupation: string | null;
    monthlyIncome: string | null;
    emergencyContactName: string | null;
    emergencyContactPhone: string | null;
    createdAt: string;
    updatedAt: string;
  };
};
