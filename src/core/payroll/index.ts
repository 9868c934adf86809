export { frac, portion, toMoney as fractionToMoney, type Fraction } from './fraction';
export { SOCIAL_INSURANCE, socialInsurance, contributoryWage, type Bi, type Contribution, type InsuranceBranch, type InsuranceScheme, type RateOverride, type WageParts } from './social-insurance';
export { GRATUITY, LEAVING_REASONS, gratuity, serviceDays, type Gratuity, type GratuityInput, type GratuityRule, type LeavingReason } from './end-of-service';
export { OVERTIME, type OvertimeRule } from './overtime';
export { calculatePayslip, type LineKind, type PayItem, type Payslip, type PayslipInput, type PayslipLine } from './payslip';
export { LEAVE_PAY, finalSettlement, settlementOwedByEmployee, type Settlement, type SettlementLine } from './settlement';
export { unusedLeaveDays } from './leave-accrual';
export { bankTransferFile, type BankFile, type BankFileProblem, type BankFileRow } from './bank-file';
export { WPS_FORMAT, wpsFile, type WpsEmployee, type WpsEmployer, type WpsFile, type WpsFormat, type WpsRun } from './wps';
