// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type BudgetsSchemas = {
  BudgetDetail: Schemas["Budget"] & {
    lines: Array<Schemas["BudgetLine"]>;
  };
  BudgetList: {
    items: Array<Schemas["Budget"]>;
  };
  BudgetOptions: {
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    fiscalYears: Array<{
      id: string;
      label: string;
      startDate: string;
      endDate: string;
      status: string;
    }>;
    accounts: Array<{
      id: string;
      code: string;
      nameAr: string;
      nameEn: string | null;
      accountType: string;
      isHeader: boolean;
      isActive: boolean;
      parentId: string | null;
    }>;
    costCenters: Array<{
      id: string;
      code: string;
      nameAr: string;
      nameEn: string | null;
      parentId: string | null;
      isActive: boolean;
    }>;
  };
};

export type BudgetsResponses = {
  "DELETE /api/budgets/{id}": {
    id: string;
  };
  "GET /api/budgets": Schemas["BudgetList"];
  "GET /api/budgets/options": Schemas["BudgetOptions"];
  "GET /api/budgets/{id}": Schemas["BudgetDetail"];
  "PATCH /api/budgets/{id}": Schemas["BudgetDetail"];
  "POST /api/budgets": Schemas["BudgetDetail"];
  "POST /api/budgets/{id}/status": Schemas["BudgetDetail"];
};
