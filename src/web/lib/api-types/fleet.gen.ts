// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type FleetSchemas = {
  MaintenanceDue: {
    planId: string;
    planName: string;
    maintenanceType: "routine" | "oil" | "tyres" | "brakes" | "engine" | "transmission" | "electrical" | "body" | "inspection" | "emergency" | "other";
    vehicleId: string;
    plateNumber: string;
    make: string;
    model: string;
    odometer: number;
    lastServiceDate: string;
    lastServiceOdometer: number;
    state: "ok" | "due" | "overdue";
    dueDate: string | null;
    dueOdometer: number | null;
    daysLeft: number | null;
    kmLeft: number | null;
  };
  MaintenancePlan: {
    id: string;
    name: string;
    maintenanceType: "routine" | "oil" | "tyres" | "brakes" | "engine" | "transmission" | "electrical" | "body" | "inspection" | "emergency" | "other";
    vehicleId: string | null;
    make: string | null;
    model: string | null;
    intervalKm: number | null;
    intervalMonths: number | null;
    isActive: boolean;
    notes: string | null;
    createdAt: string;
    updatedAt: string;
  };
  Vehicle: {
    id: string;
    companyId: string;
    plateNumber: string;
    make: string;
    model: string;
    year: number;
    vin: string | null;
    color: string | null;
    colorAr: string | null;
    bodyType: "sedan" | "suv" | "hatchback" | "pickup" | "van" | "bus" | "coupe" | "truck";
    fuelType: "petrol" | "diesel" | "hybrid" | "electric";
    transmission: "automatic" | "manual";
    seats: number;
    odometer: number;
    fuelLevel: number;
    status: "available" | "rented" | "reserved" | "maintenance" | "out_of_service" | "accident" | "stolen" | "police_station";
    dailyRate: string;
    weeklyRate: string | null;
    monthlyRate: string | null;
    minDailyRate: string | null;
    minWeeklyRate: string | null;
    minMonthlyRate: string | null;
    depositAmount: string;
    registrationNumber: string | null;
    registrationExpiry: string | null;
    insurancePolicyNumber: string | null;
    insuranceProvider: string | null;
    insuranceExpiry: string | null;
    purchaseDate: string | null;
    purchaseCost: string | null;
    serviceIntervalKm: number | null;
    serviceIntervalMonths: number | null;
    lastServiceDate: string | null;
    lastServiceOdometer: number | null;
    photoFileId: string | null;
    notes: string | null;
    createdBy: string | null;
    createdAt: string;
    updatedAt: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    warnings: Array<{
      kind: "registration" | "insurance" | "service";
      date: string;
      daysLeft: number;
    }>;
    kmToService: number | null;
  };
  VehicleAlert: {
    id: string;
    vehicleId: string;
    alertType: string;
    daysBefore: number;
    dueDate: string;
    priority: string;
    alertTitle: string;
    alertMessage: string;
    alertTitleAr: string;
    alertMessageAr: string;
    isAcknowledged: boolean;
    acknowledgedAt: string | null;
    createdAt: string;
  };
  VehicleDocument: {
    id: string;
    companyId: string;
    vehicleId: string;
    kind: "photo" | "registration" | "insurance" | "purchase" | "other";
    fileName: string;
    contentType: string;
    size: number;
    storageKey: string;
    expiresOn: string | null;
    uploadedBy: string | null;
    createdAt: string;
  };
  WorkOrder: {
    id: string;
    maintenanceNumber: string;
    vehicleId: string;
    planId: string | null;
    maintenanceType: "routine" | "oil" | "tyres" | "brakes" | "engine" | "transmission" | "electrical" | "body" | "inspection" | "emergency" | "other";
    priority: "low" | "medium" | "high" | "urgent";
    status: "pending" | "in_progress" | "completed" | "cancelled";
    description: string | null;
    workshopName: string | null;
    scheduledAt: string;
    expectedEndAt: string;
    startedAt: string | null;
    completedAt: string | null;
    cancelledAt: string | null;
    cancelReason: string | null;
    odometerAtService: number | null;
    estimatedCost: string;
    estimatedVat: string;
    labourCost: string;
    parts: Array<{
      name: string;
      quantity: string;
      unitPrice: string;
      total: string;
    }>;
    actualCost: string | null;
    actualVat: string | null;
    paidBy: "payable" | "cash";
    journalEntryId: string | null;
    notes: string | null;
    createdBy: string | null;
    createdAt: string;
    updatedAt: string;
    partsTotal: string;
    net: string;
    vat: string;
    total: string;
    estimatedTotal: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    vehicle: {
      id: string;
      plateNumber: string;
      make: string;
      model: string;
      status: string;
      odometer: number;
    };
    documents: Array<Schemas["WorkOrderDocument"]>;
  };
  WorkOrderDocument: {
    id: string;
    companyId: string;
    workOrderId: string;
    kind: "photo" | "invoice" | "report" | "other";
    fileName: string;
    contentType: string;
    size: number;
    storageKey: string;
    expiresOn: string | null;
    uploadedBy: string | null;
    createdAt: string;
  };
  WorkOrderList: {
    items: Array<Schemas["WorkOrderListItem"]>;
    total: number;
    page: number;
    pageSize: number;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    counts: {
      [key: string]: number;
    };
  };
};

export type FleetResponses = {
  "DELETE /api/fleet/maintenance/{id}/documents/{documentId}": {
    ok: boolean;
  };
  "DELETE /api/fleet/vehicles/{id}/documents/{documentId}": {
    ok: boolean;
  };
  "GET /api/fleet/availability": {
    from: string;
    to: string;
    vehicles: Array<{
      id: string;
      plateNumber: string;
      make: string;
      model: string;
      status: "available" | "rented" | "reserved" | "maintenance" | "out_of_service" | "accident" | "stolen" | "police_station";
      bookings: Array<{
        id: string;
        vehicleId: string;
        contractNumber: string;
        status: "draft" | "reserved" | "active" | "suspended" | "returned" | "closed" | "cancelled";
        startAt: string;
        endAt: string;
        customerNameAr: string | null;
        customerNameEn: string | null;
      }>;
    }>;
  };
  "GET /api/fleet/maintenance": Schemas["WorkOrderList"];
  "GET /api/fleet/maintenance-due": {
    items: Array<Schemas["MaintenanceDue"]>;
    today: string;
  };
  "GET /api/fleet/maintenance-plans": {
    items: Array<Schemas["MaintenancePlan"]>;
  };
  "GET /api/fleet/maintenance/{id}": Schemas["WorkOrder"];
  "GET /api/fleet/vehicle-alerts": {
    items: Array<Schemas["VehicleAlert"]>;
  };
  "GET /api/fleet/vehicles": {
    items: Array<Schemas["Vehicle"]>;
    total: number;
    page: number;
    pageSize: number;
    counts: {
      [key: string]: number;
    };
  };
  "GET /api/fleet/vehicles/{id}": Schemas["Vehicle"] & {
    odometerHistory: Array<{
      id: string;
      companyId: string;
      vehicleId: string;
      reading: number;
      source: "manual" | "handover" | "return" | "service" | "permit";
      sourceId: string | null;
      recordedAt: string;
      recordedBy: string | null;
    }>;
    documents: Array<Schemas["VehicleDocument"]>;
    contracts: Array<{
      id: string;
      contractNumber: string;
      status: "draft" | "reserved" | "active" | "suspended" | "returned" | "closed" | "cancelled";
      startAt: string;
      endAt: string;
      rentalAmount: string;
      customerNameAr: string | null;
      customerNameEn: string | null;
    }>;
  };
  "PATCH /api/fleet/maintenance/{id}": Schemas["WorkOrder"];
  "PATCH /api/fleet/vehicles/{id}": Schemas["Vehicle"];
  "POST /api/fleet/maintenance": Schemas["WorkOrder"];
  "POST /api/fleet/maintenance-plans": Schemas["MaintenancePlan"];
  "POST /api/fleet/maintenance/{id}/cancel": Schemas["WorkOrder"];
  "POST /api/fleet/maintenance/{id}/complete": Schemas["WorkOrder"];
  "POST /api/fleet/maintenance/{id}/documents": Schemas["WorkOrderDocument"];
  "POST /api/fleet/maintenance/{id}/start": Schemas["WorkOrder"];
  "POST /api/fleet/vehicle-alerts/{id}/acknowledge": Schemas["VehicleAlert"];
  "POST /api/fleet/vehicles": Schemas["Vehicle"];
  "POST /api/fleet/vehicles/{id}/documents": Schemas["VehicleDocument"];
  "POST /api/fleet/vehicles/{id}/odometer": Schemas["Vehicle"];
  "PUT /api/fleet/maintenance-plans/{id}": Schemas["MaintenancePlan"];
};
