// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type VehicleInspectionsSchemas = {
  VehicleInspection: {
    id: string;
    inspectionNumber: string;
    kind: "handover" | "return" | "dispatch";
    vehicleId: string;
    contractId: string | null;
    dispatchPermitId: string | null;
    at: string;
    odometer: number | null;
    fuel: number | null;
    checklist: Array<{
      code: string;
      status: "ok" | "not_ok" | "na";
      note?: string;
    }>;
    damagePoints: Array<{
      view: "top" | "left" | "right" | "front" | "back" | null;
      x: number | null;
      y: number | null;
      type: "scratch" | "dent" | "crack" | "broken" | "missing" | "other";
      severity: "minor" | "moderate" | "major";
      note?: string;
      photoDocumentId?: string;
      amount?: string;
    }>;
    customerSignature: string | null;
    customerSignerName: string | null;
    inspectorSignature: string | null;
    inspectorId: string | null;
    inspectorName: string | null;
    notes: string | null;
    chargeInvoiceId: string | null;
    chargeMethod: "invoice" | "deposit" | null;
    chargedAt: string | null;
    vehiclePlate: string;
    vehicleMake: string;
    vehicleModel: string;
    contractNumber: string | null;
    permitNumber: string | null;
    createdAt: string;
  };
};

export type VehicleInspectionsResponses = {
  "GET /api/vehicle-inspections": {
    items: Array<{
      id: string;
      inspectionNumber: string;
      kind: "handover" | "return" | "dispatch";
      vehicleId: string;
      contractId: string | null;
      dispatchPermitId: string | null;
      at: string;
      odometer: number | null;
      fuel: number | null;
      damagePoints: Array<{
        view: "top" | "left" | "right" | "front" | "back" | null;
        x: number | null;
        y: number | null;
        type: "scratch" | "dent" | "crack" | "broken" | "missing" | "other";
        severity: "minor" | "moderate" | "major";
        note?: string;
        photoDocumentId?: string;
        amount?: string;
      }>;
      customerSignerName: string | null;
      inspectorId: string | null;
      inspectorName: string | null;
      notes: string | null;
      chargeInvoiceId: string | null;
      chargeMethod: "invoice" | "deposit" | null;
      chargedAt: string | null;
      vehiclePlate: string;
      vehicleMake: string;
      vehicleModel: string;
      contractNumber: string | null;
      permitNumber: string | null;
      createdAt: string;
      damageCount: number;
    }>;
    total: number;
    page: number;
    pageSize: number;
    counts: {
      [key: string]: number;
    };
  };
  "GET /api/vehicle-inspections/{id}": Schemas["VehicleInspection"] & {
    comparison: {
      handoverId: string | null;
      handoverPoints: Array<{
        view: "top" | "left" | "right" | "front" | "back" | null;
        x: number | null;
        y: number | null;
        type: "scratch" | "dent" | "crack" | "broken" | "missing" | "other";
        severity: "minor" | "moderate" | "major";
        note?: string;
        photoDocumentId?: string;
        amount?: string;
      }>;
      newPointIndexes: Array<number>;
      charged: boolean;
      chargeInvoiceNumber: string | null;
      chargeTotal: string | null;
      depositLeft: string;
      currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    } | null;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  "PATCH /api/vehicle-inspections/{id}": Schemas["VehicleInspection"] & {
    comparison: {
      handoverId: string | null;
      handoverPoints: Array<{
        view: "top" | "left" | "right" | "front" | "back" | null;
        x: number | null;
        y: number | null;
        type: "scratch" | "dent" | "crack" | "broken" | "missing" | "other";
        severity: "minor" | "moderate" | "major";
        note?: string;
        photoDocumentId?: string;
        amount?: string;
      }>;
      newPointIndexes: Array<number>;
      charged: boolean;
      chargeInvoiceNumber: string | null;
      chargeTotal: string | null;
      depositLeft: string;
      currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    } | null;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  "POST /api/vehicle-inspections": Schemas["VehicleInspection"] & {
    comparison: {
      handoverId: string | null;
      handoverPoints: Array<{
        view: "top" | "left" | "right" | "front" | "back" | null;
        x: number | null;
        y: number | null;
        type: "scratch" | "dent" | "crack" | "broken" | "missing" | "other";
        severity: "minor" | "moderate" | "major";
        note?: string;
        photoDocumentId?: string;
        amount?: string;
      }>;
      newPointIndexes: Array<number>;
      charged: boolean;
      chargeInvoiceNumber: string | null;
      chargeTotal: string | null;
      depositLeft: string;
      currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    } | null;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  "POST /api/vehicle-inspections/{id}/charge": {
    inspection: Schemas["VehicleInspection"] & {
      comparison: {
        handoverId: string | null;
        handoverPoints: Array<{
          view: "top" | "left" | "right" | "front" | "back" | null;
          x: number | null;
          y: number | null;
          type: "scratch" | "dent" | "crack" | "broken" | "missing" | "other";
          severity: "minor" | "moderate" | "major";
          note?: string;
          photoDocumentId?: string;
          amount?: string;
        }>;
        newPointIndexes: Array<number>;
        charged: boolean;
        chargeInvoiceNumber: string | null;
        chargeTotal: string | null;
        depositLeft: string;
        currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
      } | null;
      currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    };
    invoice: {
      id: string;
      invoiceNumber: string;
      total: string;
    };
    paymentId: string | null;
  };
};
