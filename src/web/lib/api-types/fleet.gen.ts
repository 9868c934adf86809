// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type FleetSchemas = {
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
};

export type FleetResponses = {
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
      source: "manual" | "handover" | "return" | "service";
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
  "PATCH /api/fleet/vehicles/{id}": Schemas["Vehicle"];
  "POST /api/fleet/vehicles": Schemas["Vehicle"];
  "POST /api/fleet/vehicles/{id}/documents": Schemas["VehicleDocument"];
  "POST /api/fleet/vehicles/{id}/odometer": Schemas["Vehicle"];
};
