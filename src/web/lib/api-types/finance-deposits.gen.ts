// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type FinanceDepositsSchemas = {
  DepositsRegister: {
    items: Array<{
      source: "contract" | "lease";
      id: string;
      number: string;
      customerId: string;
      customerNameAr: string | null;
      customerNameEn: string | null;
      status: "held" | "settled" | "carried_over";
      heldOn: string;
      settledOn: string | null;
      amount: string;
      applied: string;
      refunded: string;
      held: string;
      days: number;
      age: "0_90" | "91_180" | "181_365" | "365_plus";
    }>;
    total: number;
    page: number;
    pageSize: number;
    currency: string;
    asOf: string;
    totals: {
      amount: string;
      applied: string;
      refunded: string;
      held: string;
    };
    counts: {
      all: number;
      held: number;
      settled: number;
      carried_over: number;
    };
    ages: {
      "0_90"?: number;
      "91_180"?: number;
      "181_365"?: number;
      "365_plus"?: number;
    };
    account: {
      id: string;
      code: string;
      nameAr: string;
      nameEn: string;
      balance: string;
    };
    totalHeld: string;
    difference: string;
    reconciled: boolean;
    table?: Schemas["ReportTable"];
  };
};

export type FinanceDepositsResponses = {
  "GET /api/finance/deposits": Schemas["DepositsRegister"];
};
