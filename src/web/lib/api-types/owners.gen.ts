// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type OwnersSchemas = {
  OwnerPayout: {
    id: string;
    companyId: string;
    payoutNumber: string;
    ownerId: string;
    payoutDate: string;
    amount: string;
    method: "cash" | "cheque" | "bank_transfer";
    reference: string | null;
    notes: string | null;
    journalEntryId: string | null;
    createdBy: string | null;
    createdAt: string;
  };
  PropertyOwner: {
    id: string;
    companyId: string;
    ownerCode: string;
    ownerType: "individual" | "company";
    nameAr: string;
    nameEn: string | null;
    civilId: string | null;
    commercialRegister: string | null;
    nationality: string | null;
    phone: string | null;
    email: string | null;
    address: string | null;
    bankName: string | null;
    iban: string | null;
    commissionRate: string;
    notes: string | null;
    isActive: boolean;
    searchName: string | null;
    createdBy: string | null;
    createdAt: string;
    updatedAt: string;
  };
};

export type OwnersResponses = {
  "GET /api/owners": {
    items: Array<Schemas["PropertyOwner"] & {
      propertiesCount: number;
      balance: string;
    }>;
    total: number;
    page: number;
    pageSize: number;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    counts: {
      all: number;
      active: number;
      inactive: number;
    };
  };
  "GET /api/owners/options": {
    items: Array<{
      id: string;
      ownerCode: string;
      nameAr: string;
      nameEn: string | null;
      commissionRate: string;
      ownerType: "individual" | "company";
    }>;
  };
  "GET /api/owners/{id}": Schemas["PropertyOwner"] & {
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    properties: Array<{
      id: string;
      propertyCode: string;
      nameAr: string;
      nameEn: string | null;
      unitNumber: string | null;
      parentId: string | null;
      propertyType: "residential" | "commercial" | "industrial" | "land" | "warehouse" | "office" | "retail" | "villa" | "apartment" | "building";
      status: "available" | "rented" | "for_sale" | "maintenance" | "reserved" | "sold";
      city: string | null;
      district: string | null;
      units: number;
      rentedUnits: number;
    }>;
    payouts: Array<Schemas["OwnerPayout"]>;
    year: {
      opening: string;
      collected: string;
      commission: string;
      expenses: string;
      net: string;
      payouts: string;
      closing: string;
      from: string;
      to: string;
    };
  };
  "GET /api/owners/{id}/statement": {
    owner: {
      id: string;
      ownerCode: string;
      nameAr: string;
      nameEn: string | null;
      commissionRate: string;
    };
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    from: string;
    to: string;
    collections: Array<{
      date: string;
      kind: "collected" | "bounced";
      paymentId: string;
      paymentNumber: string;
      invoiceNumber: string;
      leaseId: string;
      leaseNumber: string;
      propertyId: string;
      propertyCode: string;
      propertyNameAr: string;
      propertyNameEn: string | null;
      tenantNameAr: string | null;
      tenantNameEn: string | null;
      amount: string;
      commissionRate: string;
      commission: string;
    }>;
    expenses: Array<{
      id: string;
      requestNumber: string;
      completedOn: string;
      propertyId: string;
      propertyCode: string;
      propertyNameAr: string;
      propertyNameEn: string | null;
      title: string;
      amount: string;
    }>;
    payouts: Array<Schemas["OwnerPayout"]>;
    totals: {
      opening: string;
      collected: string;
      commission: string;
      expenses: string;
      net: string;
      payouts: string;
      closing: string;
    };
  };
  "PATCH /api/owners/{id}": Schemas["PropertyOwner"];
  "POST /api/owners": Schemas["PropertyOwner"];
  "POST /api/owners/{id}/payouts": Schemas["OwnerPayout"];
};
