// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type FinanceReportsSchemas = {
  FinancialAnalysis: {
    from: string;
    to: string;
    currency: string;
    months: Array<{
      month: string;
      from: string;
      to: string;
      revenue: string;
      expense: string;
      result: string;
      marginPercent: string | null;
    }>;
    totals: {
      revenue: string;
      expense: string;
      result: string;
      marginPercent: string | null;
    };
    ratios: {
      asOf: string;
      currentAssets: string;
      currentLiabilities: string;
      cash: string;
      receivables: string;
      payables: string;
      revenueLast90Days: string;
      currentRatio: string | null;
      quickRatio: string | null;
      daysSalesOutstanding: string | null;
      receivablesTurnover: string | null;
    };
  };
  ReceivablesAging: {
    asOf: string;
    currency: string;
    customers: Array<{
      customerId: string;
      nameAr: string;
      nameEn: string | null;
      buckets: {
        "0_30": string;
        "31_60": string;
        "61_90": string;
        "90_plus": string;
      };
      total: string;
      invoices: Array<{
        invoiceId: string;
        invoiceNumber: string;
        issueDate: string;
        dueDate: string;
        daysPastDue: number;
        bucket: "0_30" | "31_60" | "61_90" | "90_plus";
        total: string;
        balance: string;
      }>;
    }>;
    totals: {
      buckets: {
        "0_30": string;
        "31_60": string;
        "61_90": string;
        "90_plus": string;
      };
      total: string;
    };
    receivablesAccount: {
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
  ReportTable: {
    title: {
      ar: string;
      en: string;
    };
    subtitle: {
      ar: string;
      en: string;
    };
    currency: string;
    columns: Array<{
      key: string;
      label: {
        ar: string;
        en: string;
      };
      kind: "text" | "date" | "money";
    }>;
    rows: Array<{
      cells: {
        [key: string]: string | {
          ar: string;
          en: string;
        } | null;
      };
      style?: "line" | "header" | "subtotal" | "total";
      depth?: number;
      accountId?: string | null;
      entryId?: string | null;
    }>;
    totals: Array<{
      cells: {
        [key: string]: string | {
          ar: string;
          en: string;
        } | null;
      };
      style?: "line" | "header" | "subtotal" | "total";
      depth?: number;
      accountId?: string | null;
      entryId?: string | null;
    }>;
  };
  VatReturn: {
    currency: string;
    table: Schemas["ReportTable"];
    from: string;
    to: string;
    salesBase: string;
    outputTax: string;
    purchasesBase: string;
    inputTax: string;
    netPayable: string;
    ledger: {
      outputAccountCode: string | null;
      outputMovement: string;
      inputAccountCode: string | null;
      inputMovement: string;
    };
    reconciled: boolean;
  };
};

export type FinanceReportsResponses = {
  "GET /api/finance/reports/aging": Schemas["ReceivablesAging"];
  "GET /api/finance/reports/analysis": Schemas["FinancialAnalysis"];
  "GET /api/finance/reports/balance-sheet": {
    currency: string;
    table: Schemas["ReportTable"];
    asOf: string;
    totalAssets: string;
    totalLiabilities: string;
    totalEquity: string;
    unclosedResult: string;
    balanced: boolean;
    compare: {
      asOf: string;
      totalAssets: string;
      totalLiabilities: string;
      totalEquity: string;
      unclosedResult: string;
      balanced: boolean;
    } | null;
  };
  "GET /api/finance/reports/cash-flow": {
    currency: string;
    table: Schemas["ReportTable"];
    from: string;
    to: string;
    netResult: string;
    operating: string;
    investing: string;
    financing: string;
    netChange: string;
    openingCash: string;
    closingCash: string;
    reconciled: boolean;
    compare: {
      netResult: string;
      operating: string;
      investing: string;
      financing: string;
      netChange: string;
      openingCash: string;
      closingCash: string;
      reconciled: boolean;
    } | null;
  };
  "GET /api/finance/reports/general-ledger": {
    account: {
      id: string;
      code: string;
      nameAr: string;
      nameEn: string;
      accountType: string;
      normalBalance: string;
    };
    from: string;
    to: string;
    currency: string;
    opening: string;
    debit: string;
    credit: string;
    closing: string;
    compare: {
      from: string;
      to: string;
      opening: string;
      debit: string;
      credit: string;
      closing: string;
    } | null;
    lines: Array<{
      id: string;
      date: string;
      entryId: string;
      entryNumber: string;
      lineNumber: number;
      description: string;
      descriptionEn: string;
      sourceType: string;
      sourceId: string | null;
      partyType: string | null;
      partyId: string | null;
      costCenterId: string | null;
      debit: string;
      credit: string;
      balance: string;
    }>;
    nextCursor: string | null;
  };
  "GET /api/finance/reports/income-statement": {
    currency: string;
    table: Schemas["ReportTable"];
    from: string;
    to: string;
    revenue: string;
    expense: string;
    netResult: string;
    compare: {
      revenue: string;
      expense: string;
      netResult: string;
    } | null;
  };
  "GET /api/finance/reports/options": {
    costCenters: Array<{
      id: string;
      code: string;
      nameAr: string;
      nameEn: string | null;
    }>;
  };
  "GET /api/finance/reports/trial-balance": {
    currency: string;
    table: Schemas["ReportTable"];
    from: string;
    to: string;
    balanced: boolean;
    items: Array<{
      accountId: string;
      code: string;
      nameAr: string;
      nameEn: string;
      accountType: string;
      openingDebit: string;
      openingCredit: string;
      debit: string;
      credit: string;
      closingDebit: string;
      closingCredit: string;
      compareDebit: string | null;
      compareCredit: string | null;
    }>;
    totals: {
      [key: string]: string;
    };
  };
  "GET /api/finance/reports/vat-return": Schemas["VatReturn"];
};
