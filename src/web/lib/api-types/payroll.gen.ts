// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type PayrollSchemas = {
  EmployeeLoan: {
    id: string;
    loanNumber: string;
    employeeId: string;
    kind: string;
    amount: string;
    instalment: string;
    firstMonth: string;
    grantedOn: string | null;
    journalEntryId: string | null;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  EmployeePay: {
    employeeId: string;
    profile: {
      nationality: string | null;
      paymentMethod: string;
      wpsPersonId: string | null;
      bankCode: string | null;
      costCenterId: string | null;
      national: boolean;
    };
    current: {
      effectiveFrom: string | null;
      basic: string;
      housing: string;
      transport: string;
      otherAllowances: Array<{
        labelAr: string;
        labelEn: string | null;
        amount: string;
      }>;
      fixedDeductions: Array<{
        labelAr: string;
        labelEn: string | null;
        amount: string;
      }>;
      fromHrRecord: boolean;
    };
    history: Array<{
      id: string;
      effectiveFrom: string;
      basic: string;
      housing: string;
      transport: string;
      otherAllowances: Array<{
        labelAr: string;
        labelEn: string | null;
        amount: string;
      }>;
      fixedDeductions: Array<{
        labelAr: string;
        labelEn: string | null;
        amount: string;
      }>;
      reason: string | null;
      createdAt: string;
    }>;
    loans: Array<{
      id: string;
      loanNumber: string;
      kind: string;
      amount: string;
      instalment: string;
      firstMonth: string;
      repaid: string;
      balance: string;
    }>;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  EmployeePayList: {
    items: Array<{
      employeeId: string;
      employeeNumber: string;
      nameAr: string;
      nameEn: string;
      national: boolean;
      basic: string;
      housing: string;
      transport: string;
      fixedPay: string;
      fromHrRecord: boolean;
      effectiveFrom: string | null;
      loanBalance: string;
    }>;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  PayAdjustment: {
    id: string;
    employeeId: string;
    employeeNumber: string;
    nameAr: string;
    nameEn: string;
    month: string;
    kind: "addition" | "deduction";
    labelAr: string;
    labelEn: string | null;
    amount: string;
    correctsMonth: string | null;
    reason: string | null;
    createdAt: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  PayrollRun: {
    id: string;
    month: string;
    status: "calculated" | "approved" | "paid";
    employeeCount: number;
    gross: string;
    deductions: string;
    net: string;
    employerContributions: string;
    calculatedAt: string;
    approvedAt: string | null;
    paidOn: string | null;
    accrualEntryId: string | null;
    paymentEntryId: string | null;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  PayrollRunDetail: Schemas["PayrollRun"] & {
    payslips: Array<Schemas["Payslip"]>;
  };
  Payslip: {
    id: string;
    runId: string;
    month: string;
    status: "calculated" | "approved" | "paid";
    employeeId: string;
    employeeNumber: string;
    nameAr: string;
    nameEn: string;
    gross: string;
    deductions: string;
    net: string;
    employerContributions: string;
    lines: Array<{
      kind: "earning" | "deduction" | "employer";
      code: string;
      labelAr: string;
      labelEn: string;
      amount: string;
      sourceAr: string;
      sourceEn: string;
    }>;
    facts: {
      workingDays: number;
      employedDays: number;
      unpaidLeaveDays: number;
      paidLeaveDays: number;
      absentDays: number;
      lateMinutes: number;
      overtimeHours: string;
      restDayOvertimeHours: string;
      national: boolean;
    };
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
};

export type PayrollResponses = {
  "DELETE /api/payroll/adjustments/{id}": {
    deleted: true;
  };
  "GET /api/payroll/adjustments": {
    items: Array<Schemas["PayAdjustment"]>;
  };
  "GET /api/payroll/employees": Schemas["EmployeePayList"];
  "GET /api/payroll/employees/{id}": Schemas["EmployeePay"];
  "GET /api/payroll/my-payslips": {
    items: Array<Schemas["Payslip"]>;
  };
  "GET /api/payroll/payslips/{id}": Schemas["Payslip"];
  "GET /api/payroll/runs": {
    items: Array<Schemas["PayrollRun"]>;
  };
  "GET /api/payroll/runs/{id}": Schemas["PayrollRunDetail"];
  "POST /api/payroll/adjustments": Schemas["PayAdjustment"];
  "POST /api/payroll/employees/{id}/structures": {
    id: string;
    effectiveFrom: string;
    basic: string;
    housing: string;
    transport: string;
    otherAllowances: Array<{
      labelAr: string;
      labelEn: string | null;
      amount: string;
    }>;
    fixedDeductions: Array<{
      labelAr: string;
      labelEn: string | null;
      amount: string;
    }>;
    reason: string | null;
    createdAt: string;
  };
  "POST /api/payroll/loans": Schemas["EmployeeLoan"];
  "POST /api/payroll/runs": Schemas["PayrollRun"];
  "POST /api/payroll/runs/{id}/approve": Schemas["PayrollRun"];
  "POST /api/payroll/runs/{id}/pay": Schemas["PayrollRun"];
  "POST /api/payroll/runs/{id}/recalculate": Schemas["PayrollRun"];
  "PUT /api/payroll/employees/{id}/profile": {
    nationality: string | null;
    paymentMethod: string;
    wpsPersonId: string | null;
    bankCode: string | null;
    costCenterId: string | null;
  };
};
