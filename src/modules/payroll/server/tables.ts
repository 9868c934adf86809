// Payroll (issue 19, decision 056): each employee's pay profile (nationality for social insurance,
// how they are paid, WPS id), the history of their salary structure (a raise takes effect from a
// day and the earlier rows stay), loans and advances repaid by instalments from the runs, the
// monthly runs and their payslips. Row-level security and the audit trigger come from the
// tenancy step (company_id).
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, employees, users } from '../../../server/db/schema';
import { costCenters } from '../../finance/server/accounts/tables';

const money = (name: string) => numeric(name, { precision: 16, scale: 3 });
const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const employeeId = () =>
  uuid('employee_id')
    .notNull()
    .references(() => employees.id, { onDelete: 'cascade' });

export type PayItemRow = { labelAr: string; labelEn: string | null; amount: string };

export const payProfiles = pgTable(
  'pay_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    employeeId: employeeId(),
    /** ISO country code; the company's own country makes the employee a national for social insurance. */
    nationality: text('nationality'),
    paymentMethod: text('payment_method').notNull().default('bank_transfer'),
    /** The labour ministry's person id the WPS file names (UAE/Qatar/Oman), or the GOSI/PIFSS number. */
    wpsPersonId: text('wps_person_id'),
    /** The employee's bank as the country's WPS file names it: UAE routing code, Qatar/Oman bank short name or BIC, Saudi bank code. */
    bankCode: text('bank_code'),
    /** Where the employee's pay is charged in the ledger (finance's cost centres); none: the company's. */
    costCenterId: uuid('cost_center_id').references(() => costCenters.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pay_profiles_employee_uq').on(t.employeeId), check('pay_profiles_method', sql`${t.paymentMethod} in ('bank_transfer', 'cash', 'cheque')`)],
);

/**
 * The company's payroll settings (one row per company): the employer identifiers the country's
 * wage protection file needs, and the company's own social insurance rates where the law's do not
 * apply to it (an older scheme, an emirate's own fund). The audit trigger keeps every change.
 */
export const payrollSettings = pgTable('payroll_settings', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: companyId().unique('payroll_settings_company_uq'),
  /** UAE: the 13-digit MOHRE establishment id; Qatar: the employer's establishment id; Oman: the employer's CR number; Saudi: the MHRSD establishment number. */
  wpsEmployerId: text('wps_employer_id'),
  /** Qatar: the payer's establishment id and Oman: the payer's CR number (both default to the employer's); Saudi: the company's id at its bank (ESTB-ID). */
  wpsPayerId: text('wps_payer_id'),
  /** The company's own bank: UAE routing code (9 digits), Qatar/Oman bank short name, Saudi bank code. */
  wpsPayerBank: text('wps_payer_bank'),
  /** The account salaries are paid from (IBAN). */
  wpsPayerAccount: text('wps_payer_account'),
  /** Qatar: the bank takes the earlier SIF (10 header fields, 15 record columns) rather than the current one. */
  wpsLegacyLayout: boolean('wps_legacy_layout').notNull().default(false),
  insuranceOverrides: jsonb('insurance_overrides').$type<Array<{ branchId: string; employee?: string; employer?: string; note?: string }>>().notNull().default([]),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const salaryStructures = pgTable(
  'salary_structures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    employeeId: employeeId(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    basic: money('basic').notNull(),
    housing: money('housing').notNull().default('0'),
    transport: money('transport').notNull().default('0'),
    otherAllowances: jsonb('other_allowances').$type<PayItemRow[]>().notNull().default([]),
    fixedDeductions: jsonb('fixed_deductions').$type<PayItemRow[]>().notNull().default([]),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('salary_structures_employee_day_uq').on(t.employeeId, t.effectiveFrom), check('salary_structures_amounts', sql`${t.basic} >= 0 and ${t.housing} >= 0 and ${t.transport} >= 0`)],
);

export const employeeLoans = pgTable(
  'employee_loans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    employeeId: employeeId(),
    loanNumber: text('loan_number').notNull(),
    kind: text('kind').notNull().default('loan'),
    amount: money('amount').notNull(),
    instalment: money('instalment').notNull(),
    /** YYYY-MM: the first run that deducts an instalment. */
    firstMonth: text('first_month').notNull(),
    /** The day the money was handed to the employee (the loan's ledger entry). */
    grantedOn: date('granted_on', { mode: 'string' }),
    journalEntryId: uuid('journal_entry_id'),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employee_loans_company_number_uq').on(t.companyId, t.loanNumber),
    index('employee_loans_employee_idx').on(t.employeeId),
    check('employee_loans_kind', sql`${t.kind} in ('loan', 'advance')`),
    check('employee_loans_amounts', sql`${t.amount} > 0 and ${t.instalment} > 0 and ${t.instalment} <= ${t.amount}`),
    check('employee_loans_month', sql`${t.firstMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    month: text('month').notNull(),
    status: text('status').notNull().default('calculated'),
    employeeCount: integer('employee_count').notNull(),
    gross: money('gross').notNull(),
    deductions: money('deductions').notNull(),
    net: money('net').notNull(),
    employerContributions: money('employer_contributions').notNull(),
    calculatedBy: uuid('calculated_by').references(() => users.id, { onDelete: 'set null' }),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidOn: date('paid_on', { mode: 'string' }),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    /** The ledger entries of the approval (the month's pay accrued) and of the payment. */
    accrualEntryId: uuid('accrual_entry_id'),
    paymentEntryId: uuid('payment_entry_id'),
  },
  (t) => [
    uniqueIndex('payroll_runs_company_month_uq').on(t.companyId, t.month),
    check('payroll_runs_month', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('payroll_runs_status', sql`${t.status} in ('calculated', 'approved', 'paid')`),
  ],
);

export type PayslipLineRow = { kind: 'earning' | 'deduction' | 'employer'; code: string; labelAr: string; labelEn: string; amount: string; sourceAr: string; sourceEn: string; ref?: string };
export type PayslipFacts = { workingDays: number; employedDays: number; unpaidLeaveDays: number; paidLeaveDays: number; absentDays: number; lateMinutes: number; overtimeHours: string; restDayOvertimeHours: string; national: boolean };

export const payslips = pgTable(
  'payslips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    employeeId: employeeId(),
    month: text('month').notNull(),
    gross: money('gross').notNull(),
    deductions: money('deductions').notNull(),
    net: money('net').notNull(),
    employerContributions: money('employer_contributions').notNull(),
    lines: jsonb('lines').$type<PayslipLineRow[]>().notNull(),
    facts: jsonb('facts').$type<PayslipFacts>().notNull(),
  },
  (t) => [uniqueIndex('payslips_run_employee_uq').on(t.runId, t.employeeId), index('payslips_employee_idx').on(t.employeeId, t.month)],
);

export const loanRepayments = pgTable(
  'loan_repayments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => employeeLoans.id, { onDelete: 'cascade' }),
    /** The run's payslip that took the instalment, or the final settlement that took the balance. */
    payslipId: uuid('payslip_id').references(() => payslips.id, { onDelete: 'cascade' }),
    settlementId: uuid('settlement_id').references(() => finalSettlements.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
  },
  (t) => [
    uniqueIndex('loan_repayments_loan_payslip_uq').on(t.loanId, t.payslipId),
    uniqueIndex('loan_repayments_loan_settlement_uq').on(t.loanId, t.settlementId),
    check('loan_repayments_amount', sql`${t.amount} > 0`),
    check('loan_repayments_source', sql`num_nonnulls(${t.payslipId}, ${t.settlementId}) = 1`),
  ],
);

export type SettlementLineRow = { code: 'last_month' | 'gratuity' | 'leave' | 'loan'; labelAr: string; labelEn: string; amount: string; sourceAr: string; sourceEn: string; ref?: string };
export type SettlementGratuity = { amount: string; serviceDays: number; serviceYears: string; wage: string; why: string; capped: boolean; lawAr: string; lawEn: string };

/**
 * An employee's end of service (termination, resignation, …): the last month's pay when no
 * approved run covers it, the gratuity, unused leave and the loans taken back, as figured on the
 * day it was recorded. Recording it ends the employment; it is posted, then paid once.
 */
export const finalSettlements = pgTable(
  'final_settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    employeeId: employeeId(),
    settlementNumber: text('settlement_number').notNull(),
    reason: text('reason').notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    unusedLeaveDays: numeric('unused_leave_days', { precision: 5, scale: 1 }).notNull(),
    /** The last month's payslip lines when the settlement pays that month (its run then leaves the employee out). */
    lastMonth: text('last_month'),
    lastMonthLines: jsonb('last_month_lines').$type<PayslipLineRow[]>().notNull().default([]),
    lines: jsonb('lines').$type<SettlementLineRow[]>().notNull(),
    gratuity: jsonb('gratuity').$type<SettlementGratuity>().notNull(),
    total: money('total').notNull(),
    notes: text('notes'),
    status: text('status').notNull().default('settled'),
    paidOn: date('paid_on', { mode: 'string' }),
    journalEntryId: uuid('journal_entry_id'),
    paymentEntryId: uuid('payment_entry_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('final_settlements_employee_uq').on(t.employeeId),
    uniqueIndex('final_settlements_company_number_uq').on(t.companyId, t.settlementNumber),
    check('final_settlements_reason', sql`${t.reason} in ('termination', 'resignation', 'contract_end', 'misconduct', 'retirement', 'death')`),
    check('final_settlements_status', sql`${t.status} in ('settled', 'paid')`),
    check('final_settlements_leave', sql`${t.unusedLeaveDays} >= 0`),
  ],
);

/**
 * A one-off addition or deduction for an employee in a month's run (a bonus, a damage charge…),
 * or a correction of an approved month carried into a later run (an approved run never changes:
 * what it paid wrongly is made good here, naming the month it corrects).
 */
export const payAdjustments = pgTable(
  'pay_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    employeeId: employeeId(),
    /** YYYY-MM: the run that pays or takes it. */
    month: text('month').notNull(),
    kind: text('kind').notNull(),
    labelAr: text('label_ar').notNull(),
    labelEn: text('label_en'),
    amount: money('amount').notNull(),
    /** YYYY-MM of the approved run this corrects, when it is a correction. */
    correctsMonth: text('corrects_month'),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pay_adjustments_company_month_idx').on(t.companyId, t.month),
    check('pay_adjustments_kind', sql`${t.kind} in ('addition', 'deduction')`),
    check('pay_adjustments_amount', sql`${t.amount} > 0`),
    check('pay_adjustments_months', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and (${t.correctsMonth} is null or ${t.correctsMonth} < ${t.month})`),
  ],
);
