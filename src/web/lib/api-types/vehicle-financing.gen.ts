// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type VehicleFinancingSchemas = {
  FinancingAgreement: {
    id: string;
    agreementNumber: string;
    vendorName: string;
    vendorContact: string | null;
    status: "draft" | "active" | "completed" | "cancelled";
    total: string;
    downPayment: string;
    downPaymentMethod: "cash" | "cheque" | "bank_transfer" | "card";
    financed: string;
    instalmentCount: number;
    annualRate: string;
    startDate: string;
    monthlyPayment: string;
    totalInterest: string;
    notes: string | null;
    activatedOn: string | null;
    completedOn: string | null;
    cancelledOn: string | null;
    journalEntryId: string | null;
    createdAt: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  FinancingPayment: {
    id: string;
    paidOn: string;
    amount: string;
    principal: string;
    interest: string;
    method: "cash" | "cheque" | "bank_transfer" | "card";
    reference: string | null;
    allocations: Array<{
      sequence: number;
      principal: string;
      interest: string;
    }>;
    journalEntryId: string | null;
  };
};

export type VehicleFinancingResponses = {
  "GET /api/vehicle-financing": {
    items: Array<{
      id: string;
      agreementNumber: string;
      vendorName: string;
      status: "draft" | "active" | "completed" | "cancelled";
      total: string;
      financed: string;
      monthlyPayment: string;
      instalmentCount: number;
      startDate: string;
      vehicles: Array<{
        id: string;
        plateNumber: string;
        make: string;
        model: string;
        year: number;
      }>;
      paid: string;
      remainingPrincipal: string;
      remaining: string;
      overdue: string;
      overdueCount: number;
      nextDueDate: string | null;
    }>;
    totals: {
      remaining: string;
      overdue: string;
      overdueCount: number;
    };
    total: number;
    page: number;
    pageSize: number;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    counts: {
      [key: string]: number;
    };
  };
  "GET /api/vehicle-financing/{id}": Schemas["FinancingAgreement"] & {
    vehicles: Array<{
      id: string;
      plateNumber: string;
      make: string;
      model: string;
      year: number;
    }>;
    instalments: Array<{
      sequence: number;
      dueDate: string;
      payment: string;
      principal: string;
      interest: string;
      principalPaid: string;
      interestPaid: string;
      owed: string;
      state: "paid" | "overdue" | "partial" | "due";
    }>;
    payments: Array<Schemas["FinancingPayment"]>;
    totals: {
      paid: string;
      principalPaid: string;
      interestPaid: string;
      remainingPrincipal: string;
      remaining: string;
      overdue: string;
      overdueCount: number;
      next: {
        sequence: number;
        dueDate: string;
        amount: string;
      } | null;
    };
  };
  "POST /api/vehicle-financing": Schemas["FinancingAgreement"];
  "POST /api/vehicle-financing/preview": {
    financed: string;
    monthlyPayment: string;
    totalInterest: string;
    totalPayable: string;
    rows: Array<{
      sequence: number;
      dueDate: string;
      payment: string;
      principal: string;
      interest: string;
      balanceAfter: string;
    }>;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  "POST /api/vehicle-financing/{id}/activate": Schemas["FinancingAgreement"];
  "POST /api/vehicle-financing/{id}/cancel": Schemas["FinancingAgreement"];
  "POST /api/vehicle-financing/{id}/payments": {
    payment: Schemas["FinancingPayment"];
    agreement: Schemas["FinancingAgreement"];
    totals: {
      paid: string;
      principalPaid: string;
      interestPaid: string;
      remainingPrincipal: string;
      remaining: string;
      overdue: string;
      overdueCount: number;
      next: {
        sequence: number;
        dueDate: string;
        amount: string;
      } | null;
    };
  };
};
