// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
export type TrafficViolationPaymentsResponses = {
  "GET /api/traffic-violation-payments": {
    items: Array<{
      id: string;
      paymentNumber: string;
      violationId: string;
      violationNumber: string;
      plate: string;
      paidOn: string;
      amount: string;
      method: "cash" | "bank_transfer" | "cheque" | "card";
      reference: string | null;
      notes: string | null;
      journalEntryId: string | null;
    }>;
    total: number;
    page: number;
    pageSize: number;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    totals: {
      count: number;
      amount: string;
      outstanding: string;
      unrecovered: string;
      recharged: string;
    };
  };
  "POST /api/traffic-violation-payments": {
    id: string;
    paymentNumber: string;
    violationId: string;
    violationNumber: string;
    plate: string;
    paidOn: string;
    amount: string;
    method: "cash" | "bank_transfer" | "cheque" | "card";
    reference: string | null;
    notes: string | null;
    journalEntryId: string | null;
  };
};
