// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type LeasesSchemas = {
  Lease: {
    id: string;
    companyId: string;
    leaseNumber: string;
    propertyId: string;
    customerId: string;
    status: "draft" | "active" | "expired" | "renewed" | "terminated";
    startDate: string;
    endDate: string;
    monthlyRent: string;
    paymentFrequency: "monthly" | "quarterly" | "semi_annual" | "annual";
    paymentDay: number;
    totalRent: string;
    taxRate: string;
    securityDeposit: string;
    depositStatus: "none" | "held" | "carried_over" | "settled";
    depositApplied: string;
    depositRefunded: string;
    commissionAmount: string;
    graceDays: number;
    lateFeeType: "none" | "fixed" | "percent";
    lateFeeValue: string;
    autoRenew: boolean;
    renewalMonths: number;
    utilitiesIncluded: boolean;
    terms: string | null;
    notes: string | null;
    renewedFromId: string | null;
    activatedAt: string | null;
    terminatedOn: string | null;
    settledOn: string | null;
    statusReason: string | null;
    createdBy: string | null;
    createdAt: string;
    updatedAt: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  LeaseCheque: {
    id: string;
    companyId: string;
    leaseId: string;
    installmentId: string | null;
    chequeNumber: string;
    bankName: string;
    chequeDate: string;
    amount: string;
    status: "held" | "deposited" | "bounced" | "returned";
    paymentId: string | null;
    depositedOn: string | null;
    bouncedOn: string | null;
    bounceReason: string | null;
    returnedOn: string | null;
    notes: string | null;
    createdBy: string | null;
    createdAt: string;
    updatedAt: string;
  };
  LeaseInstallment: {
    id: string;
    companyId: string;
    leaseId: string;
    sequence: number;
    periodStart: string;
    periodEnd: string;
    dueDate: string;
    amount: string;
    prorated: boolean;
    status: "scheduled" | "billed" | "cancelled";
    invoiceId: string | null;
    lateFeeInvoiceId: string | null;
    createdAt: string;
    updatedAt: string;
    state: "upcoming" | "due" | "overdue" | "partially_paid" | "paid" | "cancelled";
    invoiceNumber: string | null;
    paid: string;
    balance: string;
    daysLate: number;
    lateFee: {
      invoiceId: string;
      invoiceNumber: string;
      amount: string;
      balance: string;
    } | null;
  };
};

export type LeasesResponses = {
  "DELETE /api/leases/{id}": {
    deleted: true;
  };
  "GET /api/leases": {
    items: Array<{
      id: string;
      leaseNumber: string;
      status: "draft" | "active" | "expired" | "renewed" | "terminated";
      startDate: string;
      endDate: string;
      terminatedOn: string | null;
      monthlyRent: string;
      paymentFrequency: "monthly" | "quarterly" | "semi_annual" | "annual";
      propertyId: string;
      customerId: string;
      autoRenew: boolean;
      propertyCode: string;
      propertyNameAr: string;
      propertyNameEn: string | null;
      unitNumber: string | null;
      buildingNameAr: string | null;
      buildingNameEn: string | null;
      tenantNameAr: string | null;
      tenantNameEn: string | null;
      tenantPhone: string;
      overdue: string;
    }>;
    total: number;
    page: number;
    pageSize: number;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    counts: {
      [key: string]: number;
    };
  };
  "GET /api/leases/{id}": Schemas["Lease"] & {
    property: {
      id: string;
      propertyCode: string;
      nameAr: string;
      nameEn: string | null;
      unitNumber: string | null;
      usage: string;
      status: string;
      parentId: string | null;
      buildingNameAr: string | null;
      buildingNameEn: string | null;
      ownerId: string | null;
      ownerNameAr: string | null;
      ownerNameEn: string | null;
    };
    tenant: {
      id: string;
      customerNumber: string;
      nameAr: string | null;
      nameEn: string | null;
      phone: string;
      civilId: string | null;
      commercialRegister: string | null;
      isBlacklisted: boolean;
    };
    installments: Array<Schemas["LeaseInstallment"]>;
    cheques: Array<Schemas["LeaseCheque"]>;
    invoices: Array<Schemas["Invoice"] & {
      charge: string;
    }>;
    payments: Array<Schemas["Payment"]>;
    totals: {
      billed: string;
      paid: string;
      balance: string;
      overdue: string;
      upcoming: string;
      heldCheques: string;
    };
    renewedFrom: {
      id: string;
      leaseNumber: string;
      status: "draft" | "active" | "expired" | "renewed" | "terminated";
      startDate: string;
      endDate: string;
    } | null;
    renewedTo: {
      id: string;
      leaseNumber: string;
      status: "draft" | "active" | "expired" | "renewed" | "terminated";
      startDate: string;
      endDate: string;
    } | null;
    approvals: Array<Schemas["ApprovalRequest"]>;
  };
  "PATCH /api/leases/{id}": Schemas["Lease"];
  "POST /api/leases": Schemas["Lease"];
  "POST /api/leases/{id}/activate": Schemas["Lease"];
  "POST /api/leases/{id}/cheques": {
    items: Array<Schemas["LeaseCheque"]>;
  };
  "POST /api/leases/{id}/payments": {
    payment: Schemas["Payment"] & Record<string, never> | null;
    cheque: Schemas["LeaseCheque"] & Record<string, never> | null;
    allocated: string;
  };
  "POST /api/leases/{id}/renew": Schemas["Lease"];
  "POST /api/leases/{id}/settle-deposit": {
    lease: Schemas["Lease"];
    depositApplied: string;
    depositRefunded: string;
    balance: string;
    awaitingApproval: {
      id: string;
      number: string;
    } | null;
  };
  "POST /api/leases/{id}/terminate": {
    lease: Schemas["Lease"];
    cancelled: number;
    repriced: number;
    keptWhole: number;
    depositApplied: string;
    depositRefunded: string;
    balance: string;
    awaitingApproval: {
      id: string;
      number: string;
    } | null;
  };
};
