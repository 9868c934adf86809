// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type DispatchPermitsSchemas = {
  DispatchPermitDetail: Schemas["DispatchPermit"] & {
    vehiclePlate: string;
    vehicleMake: string;
    vehicleModel: string;
    driverNumber: string;
    driverNameAr: string;
    driverNameEn: string;
    driverPhone: string | null;
    distanceKm: number | null;
    actions: Array<"approve" | "reject" | "start" | "complete" | "cancel">;
    history: Array<{
      id: string;
      permitId: string;
      fromStatus: string | null;
      toStatus: string;
      note: string | null;
      changedBy: string | null;
      changedAt: string;
      changedByName: string | null;
    }>;
    approvals: Array<Schemas["ApprovalRequest"]>;
  };
};

export type DispatchPermitsResponses = {
  "GET /api/dispatch-permits": {
    items: Array<{
      id: string;
      permitNumber: string;
      status: "pending" | "approved" | "rejected" | "in_progress" | "completed" | "cancelled";
      purpose: "maintenance_trip" | "employee_use" | "delivery" | "inspection" | "other";
      priority: "low" | "normal" | "high" | "urgent";
      startAt: string;
      endAt: string;
      vehicleId: string;
      driverId: string;
      destinationAr: string | null;
      destinationEn: string | null;
      fuelAllowance: string;
      vehiclePlate: string;
      vehicleMake: string;
      vehicleModel: string;
      driverNumber: string;
      driverNameAr: string;
      driverNameEn: string;
    }>;
    total: number;
    page: number;
    pageSize: number;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    counts: {
      [key: string]: number;
    };
  };
  "GET /api/dispatch-permits/availability": {
    vehicles: Array<{
      id: string;
      plateNumber: string;
      make: string;
      model: string;
      year: number;
      status: string;
      odometer: number;
    }>;
    drivers: Array<{
      id: string;
      employeeNumber: string;
      nameAr: string;
      nameEn: string;
      phone: string | null;
    }>;
  };
  "GET /api/dispatch-permits/{id}": Schemas["DispatchPermitDetail"];
  "PATCH /api/dispatch-permits/{id}": Schemas["DispatchPermitDetail"];
  "POST /api/dispatch-permits": Schemas["DispatchPermitDetail"];
  "POST /api/dispatch-permits/{id}/approve": Schemas["DispatchPermitDetail"];
  "POST /api/dispatch-permits/{id}/cancel": Schemas["DispatchPermitDetail"];
  "POST /api/dispatch-permits/{id}/complete": Schemas["DispatchPermitDetail"];
  "POST /api/dispatch-permits/{id}/reject": Schemas["DispatchPermitDetail"];
  "POST /api/dispatch-permits/{id}/start": Schemas["DispatchPermitDetail"];
};
