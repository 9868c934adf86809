// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type CommonSchemas = {
  AuditChange: {
    field: string;
    label: string;
    before: string | null;
    after: string | null;
  };
  AuditEntry: {
    id: string;
    at: string;
    action: "insert" | "update" | "delete";
    entity: string;
    entityLabel: string;
    recordId: string | null;
    path: string | null;
    actor: {
      id: string;
      name: string | null;
    } | null;
    browsedBy: {
      id: string;
      name: string | null;
    } | null;
    ip: string | null;
    changes: Array<Schemas["AuditChange"]>;
  };
  Budget: {
    id: string;
    nameAr: string;
    nameEn: string;
    status: "draft" | "approved" | "closed";
    notes: string | null;
    fiscalYear: {
      id: string;
      label: string;
      startDate: string;
      endDate: string;
    };
    approvedAt: string | null;
    closedAt: string | null;
    createdAt: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    toDateMonth: string | null;
    lineCount: number;
    expense: Schemas["BudgetTotals"];
    revenue: Schemas["BudgetTotals"];
  };
  BudgetInput: {
    fiscalYearId: string;
    nameAr: string;
    nameEn: string;
    notes?: string | null;
    lines: Array<Schemas["BudgetLineInput"]>;
  };
  BudgetLine: {
    id: string;
    lineNumber: number;
    account: {
      id: string;
      code: string;
      nameAr: string;
      nameEn: string | null;
      accountType: "expense" | "revenue";
    };
    costCenter: {
      id: string;
      code: string;
      nameAr: string;
      nameEn: string | null;
    } | null;
    months: Array<{
      month: string;
      budget: string;
      actual: string;
      variance: string;
    }>;
    budget: string;
    actual: string;
    variance: string;
    percent: string | null;
    budgetToDate: string;
    actualToDate: string;
    varianceToDate: string;
    percentToDate: string | null;
  };
  BudgetLineInput: {
    accountId: string;
    costCenterId?: string | null;
    annual?: string;
    months?: Array<string>;
  };
  BudgetPatch: {
    fiscalYearId?: string;
    nameAr?: string;
    nameEn?: string;
    notes?: string | null;
    lines?: Array<Schemas["BudgetLineInput"]>;
  };
  BudgetStatusInput: {
    status: "draft" | "approved" | "closed";
  };
  BudgetTotals: {
    budget: string;
    actual: string;
    variance: string;
    percent: string | null;
    budgetToDate: string;
    actualToDate: string;
    varianceToDate: string;
    percentToDate: string | null;
    months: Array<{
      month: string;
      budget: string;
      actual: string;
      variance: string;
    }>;
  };
  CostCenterInput: {
    code: string;
    nameAr: string;
    nameEn?: string | null;
    parentId?: string | null;
    isActive?: boolean;
  };
  CostCenterPatch: {
    code?: string;
    nameAr?: string;
    nameEn?: string | null;
    parentId?: string | null;
    isActive?: boolean;
  };
  DispatchPermit: {
    id: string;
    permitNumber: string;
    vehicleId: string;
    driverId: string;
    purpose: "maintenance_trip" | "employee_use" | "delivery" | "inspection" | "other";
    purposeAr: string | null;
    purposeEn: string | null;
    destinationAr: string | null;
    destinationEn: string | null;
    startAt: string;
    endAt: string;
    expectedKm: number | null;
    fuelAllowance: string;
    priority: "low" | "normal" | "high" | "urgent";
    status: "pending" | "approved" | "rejected" | "in_progress" | "completed" | "cancelled";
    rejectionReason: string | null;
    cancellationReason: string | null;
    odometerOut: number | null;
    odometerIn: number | null;
    startedAt: string | null;
    completedAt: string | null;
    approvedBy: string | null;
    approvedAt: string | null;
    notes: string | null;
    createdBy: string | null;
    createdAt: string;
    updatedAt: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  Error: {
    error: {
      code: string;
      message: string;
      fields?: {
        [key: string]: string;
      };
    };
  };
  PropertyAlertDismiss: {
    key: string;
  };
  StatementCreateEntryInput: {
    counterAccountId: string;
    costCenterId?: string;
    description?: string | null;
  };
  StatementImportInput: {
    fileName: string;
    content: string;
    mapping: Schemas["StatementMapping"];
    openingBalance?: string;
  };
  StatementMapping: {
    date: number;
    description?: number | null;
    reference?: number | null;
    amount?: number | null;
    debit?: number | null;
    credit?: number | null;
    headerRow: boolean;
    dateOrder?: "dmy" | "mdy";
  };
  StatementMatchInput: {
    matches: Array<{
      statementLineId: string;
      journalLineId: string;
    }>;
  };
  StatementPreviewInput: {
    fileName: string;
    content: string;
    mapping?: Schemas["StatementMapping"];
  };
  SystemLogEntry: {
    id: string;
    at: string;
    level: string;
    category: string;
    action: string;
    message: string;
    user: {
      id: string;
      name: string | null;
    } | null;
    ip: string | null;
    details: string | null;
  };
  TenantProfile: {
    id: string;
    companyId: string;
    customerId: string;
    employer: string | null;
    occupation: string | null;
    monthlyIncome: string | null;
    emergencyContactName: string | null;
    emergencyContactPhone: string | null;
    createdAt: string;
    updatedAt: string;
  };
  TreasuryAccountInput: {
    kind: "cash" | "bank";
    nameAr: string;
    nameEn?: string | null;
    bankName?: string | null;
    iban?: string | null;
    accountNumber?: string | null;
    ledgerAccountId?: string;
    openingBalance?: string;
    openingDate?: string;
    matchWindowDays?: number;
  };
  TreasuryAccountPatch: {
    nameAr?: string;
    nameEn?: string | null;
    bankName?: string | null;
    iban?: string | null;
    accountNumber?: string | null;
    matchWindowDays?: number;
    isActive?: boolean;
  };
  TreasuryLedgerLine: {
    id: string;
    entryId: string;
    entryNumber: string | null;
    date: string;
    amount: string;
    description: string;
    descriptionEn: string | null;
    reference: string | null;
    sourceType: string;
    matchedStatementLineId: string | null;
  };
  TreasuryMovementInput: {
    kind: "receipt" | "disbursement" | "transfer";
    treasuryAccountId: string;
    toTreasuryAccountId?: string;
    counterAccountId?: string;
    costCenterId?: string;
    date?: string;
    amount: string;
    description: string;
    reference?: string | null;
  };
  UnifiedAlert: {
    id: string;
    type: "budget" | "vehicle" | "notification" | "property" | "smart" | "system";
    severity: "critical" | "high" | "medium" | "low";
    title: string;
    message: string;
    createdAt: string;
    data: {
      [key: string]: unknown;
    };
    link: string | null;
  };
  WorkOrderListItem: {
    id: string;
    maintenanceNumber: string;
    maintenanceType: "routine" | "oil" | "tyres" | "brakes" | "engine" | "transmission" | "electrical" | "body" | "inspection" | "emergency" | "other";
    priority: "low" | "medium" | "high" | "urgent";
    status: "pending" | "in_progress" | "completed" | "cancelled";
    scheduledAt: string;
    expectedEndAt: string;
    completedAt: string | null;
    workshopName: string | null;
    vehicleId: string;
    plateNumber: string;
    make: string;
    model: string;
    estimatedCost: string;
    actualCost: string | null;
  };
};
