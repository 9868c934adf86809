// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type ContractsSchemas = {
  Contract: {
    id: string;
    companyId: string;
    contractNumber: string;
    customerId: string;
    vehicleId: string;
    quotationId: string | null;
    status: "draft" | "reserved" | "active" | "suspended" | "returned" | "closed" | "cancelled";
    startAt: string;
    plannedEndAt: string;
    endAt: string;
    rateUnit: "day" | "week" | "month";
    duration: number;
    rate: string;
    dailyRate: string;
    rentalAmount: string;
    extras: Array<{
      description: string;
      amount: string;
    }>;
    discount: string;
    depositAmount: string;
    depositStatus: "none" | "held" | "settled";
    depositApplied: string;
    depositRefunded: string;
    kmAllowancePerDay: number;
    extraKmRate: string;
    lateGraceMinutes: number;
    lateHourRate: string;
    fuelChargePerEighth: string;
    handoverAt: string | null;
    handoverOdometer: number | null;
    handoverFuel: number | null;
    returnedAt: string | null;
    returnOdometer: number | null;
    returnFuel: number | null;
    returnChargesTotal: string | null;
    closedAt: string | null;
    terms: string | null;
    notes: string | null;
    statusReason: string | null;
    createdBy: string | null;
    createdAt: string;
    updatedAt: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  Payment: {
    id: string;
    companyId: string;
    paymentNumber: string;
    customerId: string;
    contractId: string | null;
    leaseId: string | null;
    paymentDate: string;
    method: "cash" | "cheque" | "bank_transfer" | "card" | "deposit";
    amount: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    reference: string | null;
    chequeNumber: string | null;
    bankName: string | null;
    notes: string | null;
    status: string;
    bouncedOn: string | null;
    bounceReason: string | null;
    refundedAmount: string;
    journalEntryId: string | null;
    createdBy: string | null;
    createdAt: string;
  };
};

export type ContractsResponses = {
  "GET /api/contracts": {
    items: Array<{
      id: string;
      contractNumber: string;
      status: "draft" | "reserved" | "active" | "suspended" | "returned" | "closed" | "cancelled";
      startAt: string;
      plannedEndAt: string;
      endAt: string;
      rateUnit: "day" | "week" | "month";
      duration: number;
      rentalAmount: string;
      customerId: string;
      vehicleId: string;
      customerNameAr: string | null;
      customerNameEn: string | null;
      customerPhone: string;
      plateNumber: string;
      make: string;
      model: string;
    }>;
    total: number;
    page: number;
    pageSize: number;
    counts: {
      [key: string]: number;
    };
  };
  "GET /api/contracts/duplicates": {
    items: Array<{
      firstId: string;
      firstNumber: string;
      firstStatus: "draft" | "reserved" | "active" | "suspended" | "returned" | "closed" | "cancelled";
      secondId: string;
      secondNumber: string;
      secondStatus: "draft" | "reserved" | "active" | "suspended" | "returned" | "closed" | "cancelled";
      startAt: string;
      endAt: string;
      customerNameAr: string | null;
      customerNameEn: string | null;
      plateNumber: string;
    }>;
  };
  "GET /api/contracts/{id}": Schemas["Contract"] & {
    handoverInspection: {
      id: string;
      checklist: Array<{
        code: string;
        ok: boolean;
        note?: string;
      }>;
      damages: Array<{
        description: string;
        amount: string;
      }>;
      damagePointCount: number;
      notes?: string;
    } | null;
    returnInspection: {
      id: string;
      checklist: Array<{
        code: string;
        ok: boolean;
        note?: string;
      }>;
      damages: Array<{
        description: string;
        amount: string;
      }>;
      damagePointCount: number;
      notes?: string;
    } | null;
    customer: {
      id: string;
      nameAr: string | null;
      nameEn: string | null;
      phone: string;
      civilId: string | null;
      licenseNumber: string | null;
      licenseExpiry: string | null;
      isBlacklisted: boolean;
    } | null;
    vehicle: {
      id: string;
      plateNumber: string;
      make: string;
      model: string;
      year: number;
      odometer: number;
      colorAr: string | null;
      color: string | null;
      status: "available" | "rented" | "reserved" | "maintenance" | "out_of_service" | "accident" | "stolen" | "police_station";
    } | null;
    invoices: Array<Schemas["Invoice"]>;
    payments: Array<Schemas["Payment"]>;
    balance: string;
    approvals: Array<Schemas["ApprovalRequest"]>;
    handoverSignatureRequired: boolean;
    customerSignature: {
      signerName: string;
      signedAt: string;
      imageUrl: string;
    } | null;
  };
  "POST /api/contracts": Schemas["Contract"];
  "POST /api/contracts/{id}/cancel": Schemas["Contract"];
  "POST /api/contracts/{id}/close": {
    contract: Schemas["Contract"];
    depositApplied: string;
    depositRefunded: string;
    balance: string;
    awaitingApproval: {
      id: string;
      number: string;
    } | null;
  };
  "POST /api/contracts/{id}/handover": Schemas["Contract"];
  "POST /api/contracts/{id}/request-approval": Schemas["Contract"];
  "POST /api/contracts/{id}/reserve": Schemas["Contract"];
  "POST /api/contracts/{id}/resume": Schemas["Contract"];
  "POST /api/contracts/{id}/return": {
    contract: Schemas["Contract"];
    charges: {
      ok: true;
      lines: Array<{
        code: "rental" | "extra_km" | "late" | "fuel" | "damage" | "extra";
        description: string;
        quantity: string;
        unitPrice: string;
        total: string;
      }>;
      total: string;
      kmDriven: number;
      kmAllowed: number | null;
      lateMinutes: number;
    };
    invoice: {
      id: string;
      companyId: string;
      invoiceNumber: string;
      customerId: string;
      contractId: string | null;
      leaseId: string | null;
      kind: string;
      installment: number | null;
      issueDate: string;
      dueDate: string;
      currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
      subtotal: string;
      discount: string;
      taxRate: string;
      taxAmount: string;
      pricesIncludeTax: boolean;
      total: string;
      paidAmount: string;
      status: "pending" | "partially_paid" | "paid" | "cancelled";
      notes: string | null;
      cancelledOn: string | null;
      journalEntryId: string | null;
      createdBy: string | null;
      createdAt: string;
      updatedAt: string;
    } | null;
  };
  "POST /api/contracts/{id}/suspend": Schemas["Contract"];
};
