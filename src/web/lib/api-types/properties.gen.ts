// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type PropertiesSchemas = {
  Property: {
    id: string;
    companyId: string;
    propertyCode: string;
    parentId: string | null;
    unitNumber: string | null;
    nameAr: string;
    nameEn: string | null;
    propertyType: "residential" | "commercial" | "industrial" | "land" | "warehouse" | "office" | "retail" | "villa" | "apartment" | "building";
    usage: "residential" | "commercial";
    status: "available" | "rented" | "for_sale" | "maintenance" | "reserved" | "sold";
    ownerId: string | null;
    city: string | null;
    district: string | null;
    address: string | null;
    areaSqm: string | null;
    bedrooms: number | null;
    bathrooms: number | null;
    floors: number | null;
    floorNumber: number | null;
    parkingSpaces: number | null;
    furnished: boolean;
    features: Array<string>;
    rentPrice: string | null;
    salePrice: string | null;
    latitude: string | null;
    longitude: string | null;
    description: string | null;
    vacantSince: string | null;
    isActive: boolean;
    createdBy: string | null;
    createdAt: string;
    updatedAt: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    ownerNameAr: string | null;
    ownerNameEn: string | null;
    parentCode: string | null;
    parentNameAr: string | null;
    parentNameEn: string | null;
    unitsCount: number;
    rentedUnits: number;
    daysVacant: number | null;
  };
  PropertyDocument: {
    id: string;
    companyId: string;
    propertyId: string;
    kind: "photo" | "title_deed" | "floor_plan" | "permit" | "insurance" | "other";
    fileName: string;
    contentType: string;
    size: number;
    storageKey: string;
    expiresOn: string | null;
    uploadedBy: string | null;
    createdAt: string;
  };
  PropertyMaintenanceRequest: {
    id: string;
    companyId: string;
    requestNumber: string;
    propertyId: string;
    category: "plumbing" | "electrical" | "air_conditioning" | "carpentry" | "painting" | "appliances" | "pest_control" | "cleaning" | "structural" | "elevator" | "other";
    priority: "low" | "medium" | "high" | "urgent";
    title: string;
    description: string | null;
    status: "open" | "assigned" | "in_progress" | "completed" | "cancelled";
    payer: "owner" | "tenant" | "company";
    blocksLeasing: boolean;
    contractorName: string | null;
    contractorPhone: string | null;
    reportedBy: string | null;
    scheduledFor: string | null;
    estimatedCost: string | null;
    actualCost: string | null;
    completedOn: string | null;
    ownerId: string | null;
    customerId: string | null;
    invoiceId: string | null;
    statusReason: string | null;
    createdBy: string | null;
    createdAt: string;
    updatedAt: string;
    propertyCode: string;
    propertyNameAr: string;
    propertyNameEn: string | null;
    unitNumber: string | null;
    parentId: string | null;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
};

export type PropertiesResponses = {
  "DELETE /api/properties/{id}/documents/{documentId}": {
    ok: boolean;
  };
  "GET /api/properties": {
    items: Array<Schemas["Property"]>;
    total: number;
    page: number;
    pageSize: number;
    counts: {
      [key: string]: number;
    };
  };
  "GET /api/properties/map": {
    items: Array<{
      id: string;
      propertyCode: string;
      parentId: string | null;
      nameAr: string;
      nameEn: string | null;
      propertyType: "residential" | "commercial" | "industrial" | "land" | "warehouse" | "office" | "retail" | "villa" | "apartment" | "building";
      status: "available" | "rented" | "for_sale" | "maintenance" | "reserved" | "sold";
      rentPrice: string | null;
      city: string | null;
      district: string | null;
      latitude: string;
      longitude: string;
      unitsCount: number;
      rentedUnits: number;
    }>;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    tiles: {
      url: string;
      attribution: string;
    };
  };
  "GET /api/properties/options": {
    items: Array<{
      id: string;
      propertyCode: string;
      unitNumber: string | null;
      nameAr: string;
      nameEn: string | null;
      parentId: string | null;
      buildingNameAr: string | null;
      buildingNameEn: string | null;
      propertyType: "residential" | "commercial" | "industrial" | "land" | "warehouse" | "office" | "retail" | "villa" | "apartment" | "building";
      status: "available" | "rented" | "for_sale" | "maintenance" | "reserved" | "sold";
      usage: "residential" | "commercial";
      rentPrice: string | null;
      leasable: boolean;
    }>;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  "GET /api/properties/{id}": Schemas["Property"] & {
    owner: {
      id: string;
      ownerCode: string;
      nameAr: string;
      nameEn: string | null;
      phone: string | null;
    } | null;
    parent: {
      id: string;
      propertyCode: string;
      nameAr: string;
      nameEn: string | null;
      status: "available" | "rented" | "for_sale" | "maintenance" | "reserved" | "sold";
    } | null;
    units: Array<{
      id: string;
      propertyCode: string;
      unitNumber: string | null;
      nameAr: string;
      nameEn: string | null;
      propertyType: "residential" | "commercial" | "industrial" | "land" | "warehouse" | "office" | "retail" | "villa" | "apartment" | "building";
      status: "available" | "rented" | "for_sale" | "maintenance" | "reserved" | "sold";
      areaSqm: string | null;
      bedrooms: number | null;
      rentPrice: string | null;
      vacantSince: string | null;
      tenantNameAr: string | null;
      tenantNameEn: string | null;
      leaseId: string | null;
    }>;
    occupancy: {
      units: number;
      rented: number;
      vacant: number;
      percent: number;
    } | null;
    leases: Array<{
      id: string;
      leaseNumber: string;
      status: "draft" | "active" | "expired" | "renewed" | "terminated";
      propertyId: string;
      propertyCode: string;
      unitNumber: string | null;
      customerId: string;
      tenantNameAr: string | null;
      tenantNameEn: string | null;
      startDate: string;
      endDate: string;
      terminatedOn: string | null;
      monthlyRent: string;
    }>;
    rent: {
      from: string;
      to: string;
      due: string;
      collected: string;
      overdue: string;
      overdueCount: number;
    };
    maintenance: Array<Schemas["PropertyMaintenanceRequest"]>;
    documents: Array<Schemas["PropertyDocument"]>;
    leasable: boolean;
  };
  "PATCH /api/properties/{id}": Schemas["Property"];
  "POST /api/properties": Schemas["Property"];
  "POST /api/properties/{id}/documents": Schemas["PropertyDocument"];
};
