// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type BillingSchemas = {
  Invoice: {
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
    balance: string;
    overdueDays: number;
  };
  PaymentItem: Schemas["Payment"] & {
    customerNameAr: string | null;
    customerNameEn: string | null;
    contractNumber: string | null;
    leaseNumber: string | null;
    refundable: string;
    awaitingApproval: {
      id: string;
      number: string;
    } | null;
  };
};

export type BillingResponses = {
  "GET /api/billing/invoices": {
    items: Array<Schemas["Invoice"] & {
      customerNameAr: string | null;
      customerNameEn: string | null;
      contractNumber: string | null;
      leaseNumber: string | null;
    }>;
    total: number;
    page: number;
    pageSize: number;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    totals: {
      outstanding: string;
      overdue: string;
    };
  };
  "GET /api/billing/invoices/{id}": Schemas["Invoice"] & {
    lines: Array<{
      id: string;
      companyId: string;
      invoiceId: string;
      lineNumber: number;
      code: string;
      description: string;
      quantity: string;
      unitPrice: string;
      total: string;
    }>;
    payments: Array<{
      amount: string;
      paymentId: string;
      paymentNumber: string;
      paymentDate: string;
      method: "cash" | "cheque" | "bank_transfer" | "card" | "deposit";
    }>;
    customer: {
      id: string;
      nameAr: string | null;
      nameEn: string | null;
      phone: string;
    } | null;
    contract: {
      id: string;
      contractNumber: string;
    } | null;
    lease: {
      id: string;
      leaseNumber: string;
    } | null;
    sellerVatNumber: string | null;
    zatca: {
      payload: string;
      qrSvg: string;
      fields: {
        sellerName: string;
        vatNumber: string;
        timestamp: string;
        total: string;
        vatTotal: string;
      };
    } | null;
  };
  "GET /api/billing/payments": {
    items: Array<Schemas["PaymentItem"]>;
    total: number;
    page: number;
    pageSize: number;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  "POST /api/billing/invoices": Schemas["Invoice"];
  "POST /api/billing/invoices/{id}/cancel": Schemas["Invoice"];
  "POST /api/billing/payments": Schemas["Payment"] & {
    allocated: string;
    unallocated: string;
  };
  "POST /api/billing/payments/{id}/refund": Schemas["PaymentItem"];
};
