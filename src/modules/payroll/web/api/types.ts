/** Shapes of /api/payroll, generated from the API's schemas. */
import type { ApiResponse } from '../../../../web/lib/api-types';

export type RunList = ApiResponse<'GET /api/payroll/runs'>;
export type Run = RunList['items'][number];
export type RunDetail = ApiResponse<'GET /api/payroll/runs/{id}'>;
export type Payslip = RunDetail['payslips'][number];
export type RunStatus = Run['status'];
export type EmployeePayList = ApiResponse<'GET /api/payroll/employees'>;
export type EmployeePay = EmployeePayList['items'][number];
export type StructureInput = { effectiveFrom: string; basic: string; housing?: string; transport?: string; reason?: string | null };
export type LoanInput = { employeeId: string; kind: 'loan' | 'advance'; amount: string; instalment: string; firstMonth: string; reason?: string | null };
export type EmployeePayDetail = ApiResponse<'GET /api/payroll/employees/{id}'>;
export type ProfileInput = { nationality: 'KW' | 'QA' | 'SA' | 'AE' | 'OM' | 'BH' | null; paymentMethod: 'bank_transfer' | 'cash' | 'cheque'; wpsPersonId?: string | null; bankCode?: string | null; costCenterId?: string | null };
export type SettlementList = ApiResponse<'GET /api/payroll/settlements'>;
export type Settlement = SettlementList['items'][number];
export type SettlementFigures = ApiResponse<'POST /api/payroll/settlements/preview'>;
export type LeavingReason = Settlement['reason'];
export type SettlementInput = { employeeId: string; reason: LeavingReason; lastDay: string; unusedLeaveDays?: string; notes?: string | null };
export type PayrollSettings = ApiResponse<'GET /api/payroll/settings'>;
export type WpsFormat = NonNullable<PayrollSettings['wpsFormat']>;
export type SettingsInput = { wpsEmployerId: string | null; wpsPayerId: string | null; wpsPayerBank: string | null; wpsPayerAccount: string | null; wpsLegacyLayout?: boolean; insuranceOverrides: Array<{ branchId: string; employee?: string | null; employer?: string | null; note?: string }> };
export type AdjustmentList = ApiResponse<'GET /api/payroll/adjustments'>;
export type Adjustment = AdjustmentList['items'][number];
export type AdjustmentInput = { employeeId: string; kind: 'addition' | 'deduction'; month: string; labelAr: string; labelEn?: string | null; amount: string; correctsMonth?: string; reason?: string | null };
