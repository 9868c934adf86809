// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
export type DashboardResponses = {
  "GET /api/dashboard/real-estate": {
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    today: string;
    occupancy: {
      leasable: number;
      rented: number;
      percent: number;
    };
    rent: {
      month: string;
      thisMonth: {
        due: string;
        collected: string;
      };
      lastMonth: {
        due: string;
        collected: string;
      };
    };
    overdue: {
      amount: string;
      leases: number;
      installments: number;
      items: Array<{
        leaseId: string;
        leaseNumber: string;
        amount: string;
        since: string;
        tenantNameAr: string | null;
        tenantNameEn: string | null;
        propertyCode: string;
        propertyNameAr: string;
        propertyNameEn: string | null;
        unitNumber: string | null;
        buildingNameAr: string | null;
        buildingNameEn: string | null;
      }>;
    };
    ending: {
      days: number;
      count: number;
      items: Array<{
        id: string;
        leaseNumber: string;
        endDate: string;
        monthlyRent: string;
        tenantNameAr: string | null;
        tenantNameEn: string | null;
        propertyCode: string;
        propertyNameAr: string;
        propertyNameEn: string | null;
        unitNumber: string | null;
        buildingNameAr: string | null;
        buildingNameEn: string | null;
      }>;
    };
    vacant: {
      count: number;
      over90: number;
      items: Array<{
        id: string;
        propertyCode: string;
        nameAr: string;
        nameEn: string | null;
        unitNumber: string | null;
        buildingNameAr: string | null;
        buildingNameEn: string | null;
        status: string;
        vacantSince: string | null;
        days: number | null;
      }>;
    };
    maintenance: {
      total: number;
      open: number;
      assigned: number;
      inProgress: number;
      urgent: number;
    };
  };
  "GET /api/dashboard/rental": {
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    today: string;
    fleet: {
      total: number;
      byStatus: {
        [key: string]: number;
      };
    };
    utilisation: {
      percent: number;
      month: string;
    };
    activeContracts: number;
    endingSoon: {
      count: number;
      items: Array<{
        id: string;
        contractNumber: string;
        plannedEndAt: string;
        customerNameAr: string | null;
        customerNameEn: string | null;
        plateNumber: string;
      }>;
    };
    overdue: {
      count: number;
      amount: string;
      items: Array<{
        id: string;
        invoiceNumber: string;
        dueDate: string;
        balance: string;
        customerNameAr: string | null;
        customerNameEn: string | null;
        contractId: string | null;
      }>;
    };
    revenue: {
      thisMonth: string;
      lastMonth: string;
    };
    collections: {
      thisMonth: string;
      lastMonth: string;
    };
    activity: Array<{
      kind: "contract";
      id: string;
      number: string;
      status: "draft" | "reserved" | "active" | "suspended" | "returned" | "closed" | "cancelled";
      at: string;
      customerNameAr: string | null;
      customerNameEn: string | null;
      amount: null;
      href: string;
    } | {
      kind: "payment";
      id: string;
      number: string;
      status: "cash" | "cheque" | "bank_transfer" | "card" | "deposit";
      at: string;
      customerNameAr: string | null;
      customerNameEn: string | null;
      amount: string;
      href: string;
    }>;
  };
  "GET /api/dashboard/setup-checklist": {
    visible: boolean;
    dismissed: boolean;
    items: Array<{
      id: "company_profile" | "first_vehicle" | "first_customer" | "invite_staff" | "office_location" | "accounts";
      href: string;
      done: boolean;
    }>;
  };
  "POST /api/dashboard/setup-checklist/dismiss": {
    visible: boolean;
    dismissed: boolean;
    items: Array<{
      id: "company_profile" | "first_vehicle" | "first_customer" | "invite_staff" | "office_location" | "accounts";
      href: string;
      done: boolean;
    }>;
  };
};
