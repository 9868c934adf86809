// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
export type PayrollSettingsResponses = {
  "GET /api/payroll/settings": {
    country: string;
    wpsFormat: "uae_sif" | "qatar_sif" | "oman_wps" | "saudi_mudad" | null;
    wpsEmployerId: string | null;
    wpsPayerId: string | null;
    wpsPayerBank: string | null;
    wpsPayerAccount: string | null;
    wpsLegacyLayout: boolean;
    insurance: {
      authority: {
        ar: string;
        en: string;
      };
      law: {
        ar: string;
        en: string;
      };
      branches: Array<{
        id: string;
        name: {
          ar: string;
          en: string;
        };
        covers: "nationals" | "non_nationals" | "all";
        employee: string;
        employer: string;
        ceiling: string | null;
        from: string | null;
      }>;
    };
    insuranceOverrides: Array<{
      branchId: string;
      employee: string | null;
      employer: string | null;
      note: string | null;
    }>;
    updatedAt: string | null;
  };
  "PUT /api/payroll/settings": {
    country: string;
    wpsFormat: "uae_sif" | "qatar_sif" | "oman_wps" | "saudi_mudad" | null;
    wpsEmployerId: string | null;
    wpsPayerId: string | null;
    wpsPayerBank: string | null;
    wpsPayerAccount: string | null;
    wpsLegacyLayout: boolean;
    insurance: {
      authority: {
        ar: string;
        en: string;
      };
      law: {
        ar: string;
        en: string;
      };
      branches: Array<{
        id: string;
        name: {
          ar: string;
          en: string;
        };
        covers: "nationals" | "non_nationals" | "all";
        employee: string;
        employer: string;
        ceiling: string | null;
        from: string | null;
      }>;
    };
    insuranceOverrides: Array<{
      branchId: string;
      employee: string | null;
      employer: string | null;
      note: string | null;
    }>;
    updatedAt: string | null;
  };
};
