// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type FinanceHealthSchemas = {
  FinanceHealth: {
    asOf: string;
    draftDays: number;
    problems: number;
    checks: Array<{
      id: "mappings" | "drafts" | "receivables" | "payables" | "deposits" | "fixed_assets";
      ok: boolean;
      title: {
        ar: string;
        en: string;
      };
      summary: {
        ar: string;
        en: string;
      };
      link: string;
      items: Array<{
        label: {
          ar: string;
          en: string;
        };
        detail: {
          ar: string;
          en: string;
        } | null;
        amount: string | null;
        link: string | null;
      }>;
    }>;
  };
};

export type FinanceHealthResponses = {
  "GET /api/finance/health": Schemas["FinanceHealth"];
};
