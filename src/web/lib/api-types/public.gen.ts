// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type PublicSchemas = {
  PublicQuotation: {
    quotationNumber: string;
    status: "draft" | "sent" | "approved" | "rejected" | "expired" | "converted";
    company: {
      nameAr: string | null;
      name: string;
      logoUrl: string | null;
      phone: string | null;
    };
    customer: {
      nameAr: string | null;
      nameEn: string | null;
    };
    vehicle: {
      make: string | null;
      model: string | null;
      year: number | null;
    } | null;
    vehicleClass: string | null;
    startDate: string;
    rateUnit: "day" | "week" | "month";
    duration: number;
    rate: string;
    extras: Array<{
      description: string;
      amount: string;
    }>;
    subtotal: string;
    discount: string;
    total: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    validUntil: string;
    terms: string | null;
    decidedAt: string | null;
    clientComment: string | null;
    signatureRequired: boolean;
  };
};

export type PublicResponses = {
  "GET /api/public/quotations/{token}": Schemas["PublicQuotation"];
  "POST /api/public/quotations/{token}/decision": {
    status: "approved" | "rejected";
    quotationNumber: string;
  };
};
