// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type CustomersSchemas = {
  Customer: {
    id: string;
    companyId: string;
    customerNumber: string;
    customerType: "individual" | "corporate";
    nameEn: string | null;
    nameAr: string | null;
    phone: string;
    alternativePhone: string | null;
    email: string | null;
    nationality: string | null;
    dateOfBirth: string | null;
    civilId: string | null;
    civilIdExpiry: string | null;
    passportNumber: string | null;
    passportExpiry: string | null;
    licenseNumber: string | null;
    licenseExpiry: string | null;
    commercialRegister: string | null;
    contactPerson: string | null;
    address: string | null;
    city: string | null;
    creditLimit: string;
    isBlacklisted: boolean;
    blacklistReason: string | null;
    isActive: boolean;
    notes: string | null;
    searchName: string | null;
    documentCount: number;
    createdBy: string | null;
    createdAt: string;
    updatedAt: string;
  };
  CustomerDocument: {
    id: string;
    companyId: string;
    customerId: string;
    kind: "civil_id" | "passport" | "licence" | "commercial_register" | "other";
    fileName: string;
    contentType: string;
    size: number;
    storageKey: string;
    uploadedBy: string | null;
    createdAt: string;
  };
};

export type CustomersResponses = {
  "DELETE /api/customers/{id}/documents/{documentId}": {
    ok: boolean;
  };
  "GET /api/customers": {
    items: Array<Schemas["Customer"]>;
    total: number;
    page: number;
    pageSize: number;
    counts: {
      all: number;
      active: number;
      inactive: number;
      blacklisted: number;
    };
  };
  "GET /api/customers/{id}": Schemas["Customer"] & {
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    balance: {
      invoiced: string;
      paid: string;
      due: string;
      overdue: string;
    };
    contracts: Array<{
      id: string;
      contractNumber: string;
      status: "draft" | "reserved" | "active" | "suspended" | "returned" | "closed" | "cancelled";
      startAt: string;
      endAt: string;
      rentalAmount: string;
      plateNumber: string;
      make: string;
      model: string;
    }>;
    invoices: Array<Schemas["Invoice"]>;
    payments: Array<Schemas["Payment"]>;
    documents: Array<Schemas["CustomerDocument"]>;
  };
  "PATCH /api/customers/{id}": Schemas["Customer"];
  "POST /api/customers": Schemas["Customer"];
  "POST /api/customers/{id}/documents": Schemas["CustomerDocument"];
};
