// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type TrafficViolationsSchemas = {
  TrafficFine: {
    id: string;
    violationNumber: string;
    vehicleId: string;
    plate: string;
    vehicleName: string | null;
    violatedAt: string;
    violatedLocal: string;
    location: string | null;
    violationType: string | null;
    description: string | null;
    authority: string | null;
    amount: string;
    points: number | null;
    status: "pending" | "confirmed" | "recharged" | "paid" | "cancelled";
    responsible: "customer" | "company" | "employee";
    contractId: string | null;
    contractNumber: string | null;
    customerId: string | null;
    customerNameAr: string | null;
    customerNameEn: string | null;
    matchReason: "within_contract" | "within_permit" | "no_contract" | "person";
    matchDetail: {
      contractNumber?: string;
      from?: string;
      to?: string | null;
      note?: string;
    };
    matchedBy: "auto" | "person";
    paidAmount: string;
    outstanding: string;
    rechargeMethod: "invoice" | "deposit" | null;
    rechargeFee: string | null;
    rechargeTotal: string | null;
    rechargeInvoiceId: string | null;
    rechargeInvoiceNumber: string | null;
    rechargedOn: string | null;
    waivedOn: string | null;
    waiverReason: string | null;
    awaitingApproval: {
      id: string;
      number: string;
    } | null;
    source: string;
    notes: string | null;
    createdAt: string;
  };
};

export type TrafficViolationsResponses = {
  "GET /api/traffic-violations": {
    items: Array<Schemas["TrafficFine"]>;
    total: number;
    page: number;
    pageSize: number;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    counts: {
      [key: string]: number;
    };
    totals: {
      count: number;
      amount: string;
      outstanding: string;
      unrecovered: string;
      recharged: string;
    };
  };
  "GET /api/traffic-violations/settings": {
    kind: "none" | "fixed" | "percent";
    value?: string;
  };
  "GET /api/traffic-violations/{id}": Schemas["TrafficFine"] & {
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    payments: Array<{
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
    feeRule: {
      kind: "none" | "fixed" | "percent";
      value?: string;
    };
    approvals: Array<Schemas["ApprovalRequest"]>;
  };
  "POST /api/traffic-violations": Schemas["TrafficFine"];
  "POST /api/traffic-violations/import": {
    imported: Array<{
      row: number;
      id: string;
      violationNumber: string;
      responsible: string;
      contractNumber: string | null;
    }>;
    errors: Array<{
      row: number;
      field: "violationNumber" | "plate" | "date" | "time" | "location" | "violationType" | "authority" | "amount" | "points";
      code: string;
      message: string;
    }>;
    duplicates: Array<{
      row: number;
      violationNumber: string;
    }>;
  };
  "POST /api/traffic-violations/import/read": {
    headers: Array<string>;
    rows: Array<{
      row: number;
      cells: Array<string>;
    }>;
    mapping: {
      violationNumber?: number;
      plate?: number;
      date?: number;
      time?: number;
      location?: number;
      violationType?: number;
      authority?: number;
      amount?: number;
      points?: number;
    };
  };
  "POST /api/traffic-violations/{id}/cancel": Schemas["TrafficFine"];
  "POST /api/traffic-violations/{id}/confirm": Schemas["TrafficFine"];
  "POST /api/traffic-violations/{id}/match": Schemas["TrafficFine"];
  "POST /api/traffic-violations/{id}/recharge": {
    fine: Schemas["TrafficFine"];
    invoice: {
      id: string;
      invoiceNumber: string;
      total: string;
    };
    paymentId: string | null;
  };
  "POST /api/traffic-violations/{id}/waive": Schemas["TrafficFine"];
  "PUT /api/traffic-violations/settings": {
    kind: "none" | "fixed" | "percent";
    value?: string;
  };
};
