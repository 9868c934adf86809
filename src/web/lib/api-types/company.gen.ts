// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
export type CompanyResponses = {
  "GET /api/company": {
    id: string;
    name: string;
    nameAr: string | null;
    businessType: string;
    activeModules: Array<string>;
    currency: string;
    timezone: string;
    workWeek: Array<number>;
    vatRate: string;
    vatNumber: string | null;
    pricesIncludeVat: boolean;
    country: string | null;
    city: string | null;
    email: string | null;
    phone: string | null;
    address: string | null;
    addressAr: string | null;
    commercialRegister: string | null;
    licenseNumber: string | null;
    logoUrl: string | null;
    subscriptionStatus: string;
    subscriptionPlan: string;
  };
  "GET /api/company/modules": {
    items: Array<{
      moduleName: string;
      isEnabled: boolean;
      version: string;
    }>;
  };
  "PATCH /api/company": {
    id: string;
    name: string;
    nameAr: string | null;
    businessType: string;
    activeModules: Array<string>;
    currency: string;
    timezone: string;
    workWeek: Array<number>;
    vatRate: string;
    vatNumber: string | null;
    pricesIncludeVat: boolean;
    country: string | null;
    city: string | null;
    email: string | null;
    phone: string | null;
    address: string | null;
    addressAr: string | null;
    commercialRegister: string | null;
    licenseNumber: string | null;
    logoUrl: string | null;
    subscriptionStatus: string;
    subscriptionPlan: string;
  };
  "POST /api/company/logo": {
    logoUrl: string;
  };
  "PUT /api/company/modules/{moduleName}": {
    moduleName: string;
    isEnabled: boolean;
    version: string;
  };
};
