// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type QuotationsSchemas = {
  Quotation: {
    id: string;
    companyId: string;
    quotationNumber: string;
    customerId: string;
    vehicleId: string | null;
    vehicleClass: string | null;
    startDate: string;
    rateUnit: "day" | "week" | "month";
    duration: number;
    rate: string;
    extras: Array<{
      description: string;
      amount: string;
    }>;
    discount: string;
    subtotal: string;
    total: string;
    validUntil: string;
    terms: string | null;
    notes: string | null;
    status: "draft" | "sent" | "approved" | "rejected" | "expired" | "converted";
    approvalExpiresAt: string | null;
    sentAt: string | null;
    decidedAt: string | null;
    clientComment: string | null;
    decisionIp: string | null;
    contractId: string | null;
    createdBy: string | null;
    createdAt: string;
    updatedAt: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
};

export type QuotationsResponses = {
  "GET /api/quotations": {
    items: Array<Schemas["Quotation"] & {
      customerNameAr: string | null;
      customerNameEn: string | null;
      plateNumber: string | null;
      make: string | null;
      model: string | null;
      awaitingApproval: {
        id: string;
        number: string;
      } | null;
    }>;
    total: number;
    page: number;
    pageSize: number;
  };
  "GET /api/quotations/{id}": Schemas["Quotation"] & {
    customer: {
      id: string;
      nameAr: string | null;
      nameEn: string | null;
      phone: string;
      email: string | null;
    } | null;
    vehicle: {
      id: string;
      plateNumber: string;
      make: string;
      model: string;
      year: number;
    } | null;
    clientSignature: {
      signerName: string;
      signedAt: string;
      imageUrl: string;
    } | null;
    approvals: Array<Schemas["ApprovalRequest"]>;
  };
  "POST /api/quotations": Schemas["Quotation"];
  "POST /api/quotations/{id}/convert": {
    contractId: string;
    contractNumber: string;
    status: "draft" | "reserved" | "active" | "suspended" | "returned" | "closed" | "cancelled";
  };
  "POST /api/quotations/{id}/send": Schemas["Quotation"] & {
    approvalUrl: string;
  };
};
