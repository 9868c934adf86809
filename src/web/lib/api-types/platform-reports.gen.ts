// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
export type PlatformReportsResponses = {
  "GET /api/platform/reports": {
    months: Array<string>;
    currencies: Array<string>;
    signupsByMonth: Array<{
      month: string;
      count: number;
    }>;
    revenueByMonth: Array<{
      month: string;
      amounts: {
        [key: string]: string;
      };
    }>;
    usageByCompany: Array<{
      id: string;
      name: string;
      nameAr: string | null;
      plan: string;
      status: string;
      currency: string;
      users: number;
      vehicles: number;
      customers: number;
      contracts: number;
      tickets: number;
    }>;
  };
};
