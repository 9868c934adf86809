// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type TenantsSchemas = {
  Tenant: Schemas["Customer"] & {
    profile: Schemas["TenantProfile"];
    status: "current" | "former" | "prospect";
  };
};

export type TenantsResponses = {
  "GET /api/tenants": {
    items: Array<{
      id: string;
      customerNumber: string;
      customerType: "individual" | "corporate";
      nameAr: string | null;
      nameEn: string | null;
      phone: string;
      civilId: string | null;
      commercialRegister: string | null;
      nationality: string | null;
      employer: string | null;
      status: "current" | "former" | "prospect";
      isBlacklisted: boolean;
      blacklistReason: string | null;
      activeLeases: number;
      balance: string;
    }>;
    total: number;
    page: number;
    pageSize: number;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    counts: {
      all: number;
      current: number;
      former: number;
      prospect: number;
      blacklisted: number;
    };
  };
  "GET /api/tenants/matches": {
    items: Array<{
      id: string;
      customerNumber: string;
      customerType: "individual" | "corporate";
      nameAr: string | null;
      nameEn: string | null;
      phone: string;
      civilId: string | null;
      commercialRegister: string | null;
      isBlacklisted: boolean;
      isTenant: boolean;
      matchedOn: "civilId" | "phone" | "commercialRegister";
    }>;
  };
  "GET /api/tenants/{id}": Schemas["Tenant"] & {
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    leases: Array<{
      id: string;
      leaseNumber: string;
      status: "draft" | "active" | "expired" | "renewed" | "terminated";
      propertyId: string;
      propertyCode: string;
      propertyNameAr: string;
      propertyNameEn: string | null;
      unitNumber: string | null;
      startDate: string;
      endDate: string;
      terminatedOn: string | null;
      monthlyRent: string;
      paymentFrequency: "monthly" | "quarterly" | "semi_annual" | "annual";
      securityDeposit: string;
      depositStatus: "none" | "held" | "carried_over" | "settled";
    }>;
    rent: {
      overdue: string;
      overdueCount: number;
    };
    balance: {
      invoiced: string;
      paid: string;
      due: string;
      overdue: string;
    };
    invoices: Array<Schemas["Invoice"]>;
    payments: Array<Schemas["Payment"]>;
  };
  "PATCH /api/tenants/{id}": Schemas["Tenant"];
  "POST /api/tenants": Schemas["Tenant"];
};
