// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type PropertyMaintenanceSchemas = {
  MaintenanceDocument: {
    id: string;
    companyId: string;
    requestId: string;
    kind: "photo" | "invoice" | "report" | "other";
    fileName: string;
    contentType: string;
    size: number;
    storageKey: string;
    expiresOn: string | null;
    uploadedBy: string | null;
    createdAt: string;
  };
};

export type PropertyMaintenanceResponses = {
  "DELETE /api/property-maintenance/{id}/documents/{documentId}": {
    ok: boolean;
  };
  "GET /api/property-maintenance": {
    items: Array<Schemas["PropertyMaintenanceRequest"]>;
    total: number;
    page: number;
    pageSize: number;
    counts: {
      [key: string]: number;
    };
  };
  "GET /api/property-maintenance/{id}": Schemas["PropertyMaintenanceRequest"] & {
    property: {
      id: string;
      propertyCode: string;
      nameAr: string;
      nameEn: string | null;
      unitNumber: string | null;
      status: "available" | "rented" | "for_sale" | "maintenance" | "reserved" | "sold";
      buildingNameAr: string | null;
      buildingNameEn: string | null;
      ownerNameAr: string | null;
      ownerNameEn: string | null;
    };
    invoiceNumber: string | null;
    documents: Array<Schemas["MaintenanceDocument"]>;
  };
  "PATCH /api/property-maintenance/{id}": Schemas["PropertyMaintenanceRequest"];
  "POST /api/property-maintenance": Schemas["PropertyMaintenanceRequest"];
  "POST /api/property-maintenance/{id}/assign": Schemas["PropertyMaintenanceRequest"];
  "POST /api/property-maintenance/{id}/cancel": Schemas["PropertyMaintenanceRequest"];
  "POST /api/property-maintenance/{id}/complete": Schemas["PropertyMaintenanceRequest"];
  "POST /api/property-maintenance/{id}/documents": Schemas["MaintenanceDocument"];
  "POST /api/property-maintenance/{id}/start": Schemas["PropertyMaintenanceRequest"];
};
