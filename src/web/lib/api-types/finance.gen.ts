// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type FinanceSchemas = {
  FinanceSetupState: {
    setupDone: boolean;
    template: "car_rental" | "real_estate" | "trading" | "services" | "generic" | null;
    fiscalYearStartMonth: number;
    accountCount: number;
    hasEntries: boolean;
    canApplyTemplate: boolean;
    suggestedTemplate: "car_rental" | "real_estate" | "trading" | "services" | "generic";
    templates: Array<{
      id: "car_rental" | "real_estate" | "trading" | "services" | "generic";
      nameAr: string;
      nameEn: string;
      accountCount: number;
    }>;
  };
  JournalEntry: {
    id: string;
    companyId: string;
    entryNumber: string | null;
    fiscalYearId: string | null;
    entryDate: string;
    descriptionAr: string;
    descriptionEn: string | null;
    reference: string | null;
    sourceType: string;
    sourceId: string | null;
    event: string | null;
    status: "draft" | "posted" | "reversed";
    total: string;
    reversalOfId: string | null;
    reversedById: string | null;
    postedAt: string | null;
    postedBy: string | null;
    createdBy: string | null;
    createdAt: string;
    updatedAt: string;
  };
  JournalEntryDetail: Schemas["JournalEntry"] & {
    lines: Array<{
      id: string;
      companyId: string;
      entryId: string;
      lineNumber: number;
      accountId: string;
      debit: string;
      credit: string;
      description: string | null;
      costCenterId: string | null;
      partyType: "customer" | "vendor" | "employee" | "vehicle" | "property" | "owner" | null;
      partyId: string | null;
      taxBase: string | null;
      entryDate: string;
      posted: boolean;
      accountCode: string;
      accountNameAr: string;
      accountNameEn: string;
    }>;
    totals: {
      debit: string;
      credit: string;
      difference: string;
    };
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    approvals: Array<Schemas["ApprovalRequest"]>;
  };
  LedgerAccount: {
    id: string;
    companyId: string;
    code: string;
    nameAr: string;
    nameEn: string;
    accountType: "asset" | "liability" | "equity" | "revenue" | "expense";
    normalBalance: "debit" | "credit";
    isHeader: boolean;
    isActive: boolean;
    parentId: string | null;
    defaultCostCenterId: string | null;
    description: string | null;
    createdAt: string;
    updatedAt: string;
    hasPostings: boolean;
  };
};

export type FinanceResponses = {
  "DELETE /api/finance/accounts/{id}": {
    ok: true;
  };
  "DELETE /api/finance/journal-entries/{id}": {
    ok: true;
  };
  "GET /api/finance/account-mappings": {
    items: Array<{
      key: string;
      nameAr: string;
      nameEn: string;
      accountId: string | null;
      accountCode: string | null;
      accountNameAr: string | null;
      accountNameEn: string | null;
    }>;
  };
  "GET /api/finance/accounts": {
    items: Array<Schemas["LedgerAccount"] & {
      balance: string;
    }>;
    total: number;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  "GET /api/finance/chart-templates": {
    id: "car_rental" | "real_estate" | "trading" | "services" | "generic";
    accounts: Array<{
      code: string;
      nameAr: string;
      nameEn: string;
      accountType: "asset" | "liability" | "equity" | "revenue" | "expense";
      isHeader: boolean;
      parentCode: string | null;
    }>;
    mappings: Array<{
      key: string;
      nameAr: string;
      nameEn: string;
      accountCode: string;
    }>;
  };
  "GET /api/finance/fiscal-years": {
    items: Array<{
      id: string;
      companyId: string;
      label: string;
      startDate: string;
      endDate: string;
      status: "open" | "closed";
      closingEntryId: string | null;
      closedAt: string | null;
      closedBy: string | null;
      createdAt: string;
      periods: Array<{
        id: string;
        companyId: string;
        fiscalYearId: string;
        number: number;
        startDate: string;
        endDate: string;
        status: "open" | "closed";
        closedAt: string | null;
        closedBy: string | null;
      }>;
    }>;
  };
  "GET /api/finance/journal-entries": {
    items: Array<Schemas["JournalEntry"] & {
      awaitingApproval: {
        id: string;
        number: string;
      } | null;
    }>;
    total: number;
    page: number;
    pageSize: number;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  "GET /api/finance/journal-entries/{id}": Schemas["JournalEntryDetail"];
  "GET /api/finance/overview": {
    date: string;
    currency: string;
    monthStart: string;
    cash: string;
    receivables: string;
    payables: string;
    monthRevenue: string;
    monthExpense: string;
    monthResult: string;
    draftEntries: number;
    missingMappings: Array<"receivables" | "rental_revenue" | "extra_km_revenue" | "late_return_revenue" | "fuel_revenue" | "damage_revenue" | "fines_revenue" | "other_revenue" | "sales_discounts" | "vat_payable" | "payment_cash" | "payment_cheque" | "payment_bank_transfer" | "payment_card" | "deposits_held" | "deposit_received" | "deposit_applied" | "deposit_refunded" | "customer_credit" | "rent_revenue_residential" | "rent_revenue_commercial" | "owner_rent_billed" | "owners_payable" | "management_fee_revenue" | "late_fee_revenue" | "lease_commission_revenue" | "service_charge_revenue" | "property_maintenance_expense" | "maintenance_payable" | "traffic_fines_expense" | "financed_vehicles" | "vehicle_financing_payable" | "financing_interest_expense" | "vehicle_maintenance_expense" | "vat_input" | "purchases_expense" | "payables" | "fixed_asset_cost" | "accumulated_depreciation" | "depreciation_expense" | "asset_disposal_gain" | "asset_disposal_loss" | "salaries_expense" | "allowances_expense" | "social_insurance_expense" | "social_insurance_payable" | "salaries_payable" | "employee_loans" | "payroll_other_deductions" | "end_of_service_expense" | "retained_earnings" | "opening_balance_equity">;
    chartSetUp: boolean;
  };
  "GET /api/finance/setup": Schemas["FinanceSetupState"];
  "PATCH /api/finance/accounts/{id}": Schemas["LedgerAccount"];
  "POST /api/finance/accounts": Schemas["LedgerAccount"];
  "POST /api/finance/fiscal-years/{id}/close": {
    id: string;
    companyId: string;
    label: string;
    startDate: string;
    endDate: string;
    status: "open" | "closed";
    closingEntryId: string | null;
    closedAt: string | null;
    closedBy: string | null;
    createdAt: string;
    periods: Array<{
      id: string;
      companyId: string;
      fiscalYearId: string;
      number: number;
      startDate: string;
      endDate: string;
      status: "open" | "closed";
      closedAt: string | null;
      closedBy: string | null;
    }>;
  };
  "POST /api/finance/journal-entries": Schemas["JournalEntryDetail"];
  "POST /api/finance/journal-entries/{id}/post": Schemas["JournalEntryDetail"];
  "POST /api/finance/journal-entries/{id}/reverse": {
    original: Schemas["JournalEntry"];
    reversal: Schemas["JournalEntry"];
  };
  "POST /api/finance/periods/{id}/close": {
    id: string;
    companyId: string;
    fiscalYearId: string;
    number: number;
    startDate: string;
    endDate: string;
    status: "open" | "closed";
    closedAt: string | null;
    closedBy: string | null;
  };
  "POST /api/finance/periods/{id}/reopen": {
    id: string;
    companyId: string;
    fiscalYearId: string;
    number: number;
    startDate: string;
    endDate: string;
    status: "open" | "closed";
    closedAt: string | null;
    closedBy: string | null;
  };
  "POST /api/finance/setup": Schemas["FinanceSetupState"] & {
    openingEntryId: string | null;
    historyPosted: number;
  };
  "PUT /api/finance/account-mappings": {
    key: string;
    nameAr: string;
    nameEn: string;
    accountId: string | null;
    accountCode: string | null;
    accountNameAr: string | null;
    accountNameEn: string | null;
  };
  "PUT /api/finance/journal-entries/{id}": Schemas["JournalEntryDetail"];
};
