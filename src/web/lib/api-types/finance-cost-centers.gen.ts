// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type FinanceCostCentersSchemas = {
  CostCenter: {
    id: string;
    companyId: string;
    code: string;
    nameAr: string;
    nameEn: string | null;
    parentId: string | null;
    isActive: boolean;
    createdAt: string;
  };
  CostCenterTree: {
    from: string;
    to: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    items: Array<Schemas["CostCenter"] & {
      expense: string;
      revenue: string;
      totalExpense: string;
      totalRevenue: string;
    }>;
  };
};

export type FinanceCostCentersResponses = {
  "GET /api/finance/cost-centers": {
    items: Array<Schemas["CostCenter"]>;
  };
  "GET /api/finance/cost-centers/tree": Schemas["CostCenterTree"];
  "GET /api/finance/cost-centers/{id}": Schemas["CostCenter"];
  "PATCH /api/finance/cost-centers/{id}": Schemas["CostCenter"];
  "POST /api/finance/cost-centers": Schemas["CostCenter"];
};
