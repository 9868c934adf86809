// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type PayrollReportsResponses = {
  "GET /api/payroll/reports/cost": Schemas["ReportTable"];
  "GET /api/payroll/reports/end-of-service": Schemas["ReportTable"];
  "GET /api/payroll/reports/register": Schemas["ReportTable"];
  "GET /api/payroll/reports/social-insurance": Schemas["ReportTable"];
};
