// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type PayablesSchemas = {
  PurchaseOrder: {
    id: string;
    number: string;
    vendor: {
      id: string;
      code: string;
      nameAr: string;
      nameEn: string | null;
    };
    status: "draft" | "approved" | "received" | "billed" | "closed" | "cancelled";
    orderDate: string;
    expectedDate: string | null;
    accountId: string | null;
    subtotal: string;
    vat: string;
    total: string;
    notes: string | null;
    approvedOn: string | null;
    receivedOn: string | null;
    closedOn: string | null;
    cancelledOn: string | null;
    billId: string | null;
    awaitingApproval: {
      id: string;
      number: string;
    } | null;
    lines: Array<{
      position: number;
      description: string;
      quantity: string;
      unitPrice: string;
      vatRate: string;
      net: string;
      vat: string;
      total: string;
      accountId: string | null;
    }>;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  Vendor: {
    id: string;
    code: string;
    nameAr: string;
    nameEn: string | null;
    vatNumber: string | null;
    contactName: string | null;
    phone: string | null;
    email: string | null;
    bankName: string | null;
    iban: string | null;
    paymentTermsDays: number;
    isActive: boolean;
    notes: string | null;
    createdAt: string;
  };
  VendorBill: {
    id: string;
    number: string;
    vendor: {
      id: string;
      code: string;
      nameAr: string;
      nameEn: string | null;
    };
    orderId: string | null;
    orderNumber: string | null;
    vendorReference: string | null;
    billDate: string;
    dueDate: string;
    subtotal: string;
    vat: string;
    total: string;
    paid: string;
    balance: string;
    state: "open" | "partial" | "paid" | "cancelled";
    overdue: boolean;
    notes: string | null;
    journalEntryId: string | null;
    cancelledOn: string | null;
    cancelReason: string | null;
    reversalEntryId: string | null;
    lines: Array<{
      position: number;
      description: string;
      quantity: string;
      unitPrice: string;
      vatRate: string;
      net: string;
      vat: string;
      total: string;
      accountId: string | null;
    }>;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  VendorPayment: {
    id: string;
    number: string;
    vendor: {
      id: string;
      code: string;
      nameAr: string;
      nameEn: string | null;
    };
    paidOn: string;
    amount: string;
    method: "cash" | "cheque" | "bank_transfer" | "card";
    reference: string | null;
    notes: string | null;
    journalEntryId: string | null;
    allocations: Array<{
      billId: string;
      billNumber: string;
      amount: string;
    }>;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
};

export type PayablesResponses = {
  "GET /api/payables/accounts": {
    items: Array<{
      id: string;
      code: string;
      nameAr: string;
      nameEn: string;
    }>;
    purchases: {
      id: string;
      code: string;
      nameAr: string;
      nameEn: string;
    } | null;
  };
  "GET /api/payables/aging": {
    asOf: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    vendors: Array<{
      vendorId: string;
      code: string;
      nameAr: string;
      nameEn: string | null;
      buckets: {
        current: string;
        "1_30": string;
        "31_60": string;
        "61_90": string;
        "90_plus": string;
      };
      total: string;
      bills: Array<{
        billId: string;
        number: string;
        dueDate: string;
        daysPastDue: number;
        bucket: "current" | "1_30" | "31_60" | "61_90" | "90_plus";
        balance: string;
      }>;
    }>;
    totals: {
      buckets: {
        current: string;
        "1_30": string;
        "31_60": string;
        "61_90": string;
        "90_plus": string;
      };
      total: string;
    };
    payablesAccount: {
      id: string;
      code: string;
      nameAr: string;
      nameEn: string | null;
      balance: string;
    };
    difference: string;
    reconciled: boolean;
    table: Schemas["ReportTable"];
  };
  "GET /api/payables/bills": {
    items: Array<{
      id: string;
      number: string;
      vendor: {
        id: string;
        code: string;
        nameAr: string;
        nameEn: string | null;
      };
      orderId: string | null;
      orderNumber: string | null;
      vendorReference: string | null;
      billDate: string;
      dueDate: string;
      subtotal: string;
      vat: string;
      total: string;
      paid: string;
      balance: string;
      state: "open" | "partial" | "paid" | "cancelled";
      overdue: boolean;
      notes: string | null;
      journalEntryId: string | null;
      cancelledOn: string | null;
      cancelReason: string | null;
      reversalEntryId: string | null;
      currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    }>;
    total: number;
    page: number;
    pageSize: number;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  "GET /api/payables/bills/{id}": Schemas["VendorBill"];
  "GET /api/payables/payments": {
    items: Array<Schemas["VendorPayment"]>;
    total: number;
    page: number;
    pageSize: number;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  "GET /api/payables/payments/{id}": Schemas["VendorPayment"];
  "GET /api/payables/purchase-orders": {
    items: Array<{
      id: string;
      number: string;
      vendor: {
        id: string;
        code: string;
        nameAr: string;
        nameEn: string | null;
      };
      status: "draft" | "approved" | "received" | "billed" | "closed" | "cancelled";
      orderDate: string;
      expectedDate: string | null;
      accountId: string | null;
      subtotal: string;
      vat: string;
      total: string;
      notes: string | null;
      approvedOn: string | null;
      receivedOn: string | null;
      closedOn: string | null;
      cancelledOn: string | null;
      billId: string | null;
      awaitingApproval: {
        id: string;
        number: string;
      } | null;
      currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    }>;
    total: number;
    page: number;
    pageSize: number;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    counts: {
      [key: string]: number;
    };
  };
  "GET /api/payables/purchase-orders/{id}": Schemas["PurchaseOrder"];
  "GET /api/payables/vendors": {
    items: Array<Schemas["Vendor"] & {
      balance: string;
      overdue: string;
      openBills: number;
    }>;
    total: number;
    page: number;
    pageSize: number;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    totals: {
      balance: string;
      overdue: string;
    };
  };
  "GET /api/payables/vendors/{id}": Schemas["Vendor"] & {
    balance: string;
    overdue: string;
    bills: Array<{
      id: string;
      number: string;
      vendor: {
        id: string;
        code: string;
        nameAr: string;
        nameEn: string | null;
      };
      orderId: string | null;
      orderNumber: string | null;
      vendorReference: string | null;
      billDate: string;
      dueDate: string;
      subtotal: string;
      vat: string;
      total: string;
      paid: string;
      balance: string;
      state: "open" | "partial" | "paid" | "cancelled";
      overdue: boolean;
      notes: string | null;
      journalEntryId: string | null;
      cancelledOn: string | null;
      cancelReason: string | null;
      reversalEntryId: string | null;
      currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    }>;
    payments: Array<Schemas["VendorPayment"]>;
    orders: Array<{
      id: string;
      number: string;
      vendor: {
        id: string;
        code: string;
        nameAr: string;
        nameEn: string | null;
      };
      status: "draft" | "approved" | "received" | "billed" | "closed" | "cancelled";
      orderDate: string;
      expectedDate: string | null;
      accountId: string | null;
      subtotal: string;
      vat: string;
      total: string;
      notes: string | null;
      approvedOn: string | null;
      receivedOn: string | null;
      closedOn: string | null;
      cancelledOn: string | null;
      billId: string | null;
      awaitingApproval: {
        id: string;
        number: string;
      } | null;
      currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    }>;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  "GET /api/payables/vendors/{id}/statement": {
    vendor: {
      id: string;
      code: string;
      nameAr: string;
      nameEn: string | null;
    };
    from: string;
    to: string;
    opening: string;
    billed: string;
    paid: string;
    closing: string;
    rows: Array<{
      date: string;
      kind: "bill" | "payment" | "cancellation";
      number: string;
      reference: string | null;
      debit: string;
      credit: string;
      balance: string;
    }>;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  "PATCH /api/payables/vendors/{id}": Schemas["Vendor"];
  "POST /api/payables/bills": Schemas["VendorBill"];
  "POST /api/payables/bills/{id}/cancel": Schemas["VendorBill"];
  "POST /api/payables/payments": Schemas["VendorPayment"];
  "POST /api/payables/purchase-orders": Schemas["PurchaseOrder"];
  "POST /api/payables/purchase-orders/{id}/approve": Schemas["PurchaseOrder"];
  "POST /api/payables/purchase-orders/{id}/bill": Schemas["VendorBill"];
  "POST /api/payables/purchase-orders/{id}/cancel": Schemas["PurchaseOrder"];
  "POST /api/payables/purchase-orders/{id}/close": Schemas["PurchaseOrder"];
  "POST /api/payables/purchase-orders/{id}/receive": Schemas["PurchaseOrder"];
  "POST /api/payables/vendors": Schemas["Vendor"];
};
