// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
export type PayrollSettlementsResponses = {
  "GET /api/payroll/settlements": {
    items: Array<{
      employeeId: string;
      reason: "termination" | "resignation" | "contract_end" | "misconduct" | "retirement" | "death";
      lastDay: string;
      unusedLeaveDays: string;
      lastMonth: string | null;
      lines: Array<{
        code: "last_month" | "gratuity" | "leave" | "loan";
        labelAr: string;
        labelEn: string;
        amount: string;
        sourceAr: string;
        sourceEn: string;
      }>;
      gratuity: {
        amount: string;
        serviceDays: number;
        serviceYears: string;
        wage: string;
        why: string;
        capped: boolean;
        lawAr: string;
        lawEn: string;
      };
      total: string;
      currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
      id: string;
      settlementNumber: string;
      employeeNumber: string;
      nameAr: string;
      nameEn: string;
      hireDate: string | null;
      notes: string | null;
      status: "settled" | "paid";
      paidOn: string | null;
      journalEntryId: string | null;
      paymentEntryId: string | null;
      createdAt: string;
    }>;
  };
  "GET /api/payroll/settlements/{id}": {
    employeeId: string;
    reason: "termination" | "resignation" | "contract_end" | "misconduct" | "retirement" | "death";
    lastDay: string;
    unusedLeaveDays: string;
    lastMonth: string | null;
    lines: Array<{
      code: "last_month" | "gratuity" | "leave" | "loan";
      labelAr: string;
      labelEn: string;
      amount: string;
      sourceAr: string;
      sourceEn: string;
    }>;
    gratuity: {
      amount: string;
      serviceDays: number;
      serviceYears: string;
      wage: string;
      why: string;
      capped: boolean;
      lawAr: string;
      lawEn: string;
    };
    total: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    id: string;
    settlementNumber: string;
    employeeNumber: string;
    nameAr: string;
    nameEn: string;
    hireDate: string | null;
    notes: string | null;
    status: "settled" | "paid";
    paidOn: string | null;
    journalEntryId: string | null;
    paymentEntryId: string | null;
    createdAt: string;
  };
  "POST /api/payroll/settlements": {
    employeeId: string;
    reason: "termination" | "resignation" | "contract_end" | "misconduct" | "retirement" | "death";
    lastDay: string;
    unusedLeaveDays: string;
    lastMonth: string | null;
    lines: Array<{
      code: "last_month" | "gratuity" | "leave" | "loan";
      labelAr: string;
      labelEn: string;
      amount: string;
      sourceAr: string;
      sourceEn: string;
    }>;
    gratuity: {
      amount: string;
      serviceDays: number;
      serviceYears: string;
      wage: string;
      why: string;
      capped: boolean;
      lawAr: string;
      lawEn: string;
    };
    total: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    id: string;
    settlementNumber: string;
    employeeNumber: string;
    nameAr: string;
    nameEn: string;
    hireDate: string | null;
    notes: string | null;
    status: "settled" | "paid";
    paidOn: string | null;
    journalEntryId: string | null;
    paymentEntryId: string | null;
    createdAt: string;
  };
  "POST /api/payroll/settlements/preview": {
    employeeId: string;
    reason: "termination" | "resignation" | "contract_end" | "misconduct" | "retirement" | "death";
    lastDay: string;
    unusedLeaveDays: string;
    lastMonth: string | null;
    lines: Array<{
      code: "last_month" | "gratuity" | "leave" | "loan";
      labelAr: string;
      labelEn: string;
      amount: string;
      sourceAr: string;
      sourceEn: string;
    }>;
    gratuity: {
      amount: string;
      serviceDays: number;
      serviceYears: string;
      wage: string;
      why: string;
      capped: boolean;
      lawAr: string;
      lawEn: string;
    };
    total: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  "POST /api/payroll/settlements/{id}/pay": {
    employeeId: string;
    reason: "termination" | "resignation" | "contract_end" | "misconduct" | "retirement" | "death";
    lastDay: string;
    unusedLeaveDays: string;
    lastMonth: string | null;
    lines: Array<{
      code: "last_month" | "gratuity" | "leave" | "loan";
      labelAr: string;
      labelEn: string;
      amount: string;
      sourceAr: string;
      sourceEn: string;
    }>;
    gratuity: {
      amount: string;
      serviceDays: number;
      serviceYears: string;
      wage: string;
      why: string;
      capped: boolean;
      lawAr: string;
      lawEn: string;
    };
    total: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    id: string;
    settlementNumber: string;
    employeeNumber: string;
    nameAr: string;
    nameEn: string;
    hireDate: string | null;
    notes: string | null;
    status: "settled" | "paid";
    paidOn: string | null;
    journalEntryId: string | null;
    paymentEntryId: string | null;
    createdAt: string;
  };
};
