// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type ApprovalsSchemas = {
  ApprovalRequest: {
    id: string;
    requestNumber: string;
    sourceType: string;
    sourceId: string;
    titleAr: string;
    titleEn: string;
    link: string | null;
    measure: string | null;
    amount: string | null;
    status: "pending" | "approved" | "rejected" | "cancelled";
    currentStep: number;
    rejectionReason: string | null;
    requestedBy: {
      id: string;
      name: string;
      nameAr: string | null;
    } | null;
    createdAt: string;
    decidedAt: string | null;
    mayAct: boolean;
    steps: Array<{
      stepOrder: number;
      approverType: string;
      approverRole: string | null;
      approver: {
        id: string;
        name: string;
        nameAr: string | null;
      } | null;
      delegate: {
        id: string;
        name: string;
        nameAr: string | null;
      } | null;
      status: string;
      actedBy: {
        id: string;
        name: string;
        nameAr: string | null;
      } | null;
      actedAt: string | null;
      comment: string | null;
      stranded: boolean;
    }>;
  };
};

export type ApprovalsResponses = {
  "GET /api/approvals/approvers": {
    items: Array<{
      userId: string;
      name: string;
      nameAr: string | null;
      roles: Array<string>;
    }>;
  };
  "GET /api/approvals/requests": {
    items: Array<Schemas["ApprovalRequest"]>;
    total: number;
    page: number;
    pageSize: number;
    toAct: number;
  };
  "GET /api/approvals/requests/{id}": Schemas["ApprovalRequest"];
  "GET /api/approvals/workflows": {
    items: Array<{
      sourceType: "contract_discount" | "quotation_discount" | "deposit_refund" | "lease_deposit_refund" | "journal_entry" | "purchase_order" | "leave" | "dispatch_permit" | "fine_waiver" | "payment_refund";
      measure: "percent" | "amount" | "none";
      configured: boolean;
      isActive: boolean;
      threshold: string | null;
      steps: Array<{
        approverType: "role" | "user";
        role: string | null;
        userId: string | null;
        delegateUserId: string | null;
        minAmount: string | null;
        approver: {
          id: string;
          name: string;
          nameAr: string | null;
        } | null;
        delegate: {
          id: string;
          name: string;
          nameAr: string | null;
        } | null;
      }>;
      updatedAt: string | null;
    }>;
  };
  "POST /api/approvals/requests/{id}/approve": Schemas["ApprovalRequest"];
  "POST /api/approvals/requests/{id}/reassign": Schemas["ApprovalRequest"];
  "POST /api/approvals/requests/{id}/reject": Schemas["ApprovalRequest"];
  "PUT /api/approvals/workflows/{sourceType}": {
    sourceType: "contract_discount" | "quotation_discount" | "deposit_refund" | "lease_deposit_refund" | "journal_entry" | "purchase_order" | "leave" | "dispatch_permit" | "fine_waiver" | "payment_refund";
    measure: "percent" | "amount" | "none";
    configured: boolean;
    isActive: boolean;
    threshold: string | null;
    steps: Array<{
      approverType: "role" | "user";
      role: string | null;
      userId: string | null;
      delegateUserId: string | null;
      minAmount: string | null;
      approver: {
        id: string;
        name: string;
        nameAr: string | null;
      } | null;
      delegate: {
        id: string;
        name: string;
        nameAr: string | null;
      } | null;
    }>;
    updatedAt: string | null;
  };
};
