// Input and output shapes of /api/payroll.
import { z } from '@hono/zod-openapi';
import { COUNTRY_CODES } from '../../../core/companies';
import { currencyOut, dateOut, dateTimeOut, decimalOut } from '../../../server/http/row-schema';
import { amount, isoDate, isoMonth, optionalText, requiredText, uuidRef } from '../../../server/http/fields';

const payItem = z.object({ labelAr: requiredText(120), labelEn: optionalText(120), amount }).strict();
const payItemOut = z.object({ labelAr: z.string(), labelEn: z.string().nullable(), amount: decimalOut });

export const structureInput = z
  .object({
    effectiveFrom: isoDate,
    basic: amount,
    housing: amount.optional(),
    transport: amount.optional(),
    otherAllowances: z.array(payItem).max(10).optional(),
    fixedDeductions: z.array(payItem).max(10).optional(),
    reason: optionalText(500),
  })
  .strict();

export const profileInput = z
  .object({
    /** A Gulf country code, or null for any other nationality. */
    nationality: z.enum(COUNTRY_CODES).nullable(),
    paymentMethod: z.enum(['bank_transfer', 'cash', 'cheque']),
    wpsPersonId: optionalText(40),
    /** The employee's bank as the WPS file names it (routing code, short name or BIC); optional, and kept as it was when left out. */
    bankCode: optionalText(20),
    /** The finance cost centre the employee's pay is charged to. */
    costCenterId: uuidRef.nullable().optional(),
  })
  .strict();

export const structureOut = z.object({ id: z.string(), effectiveFrom: dateOut, basic: decimalOut, housing: decimalOut, transport: decimalOut, otherAllowances: z.array(payItemOut), fixedDeductions: z.array(payItemOut), reason: z.string().nullable(), createdAt: dateTimeOut });

export const employeePayOut = z
  .object({
    employeeId: z.string(),
    profile: z.object({ nationality: z.string().nullable(), paymentMethod: z.string(), wpsPersonId: z.string().nullable(), bankCode: z.string().nullable(), costCenterId: z.string().nullable(), national: z.boolean() }),
    /** The structure in effect today; from the HR record when none was entered. */
    current: z.object({ effectiveFrom: dateOut.nullable(), basic: decimalOut, housing: decimalOut, transport: decimalOut, otherAllowances: z.array(payItemOut), fixedDeductions: z.array(payItemOut), fromHrRecord: z.boolean() }),
    history: z.array(structureOut),
    loans: z.array(z.object({ id: z.string(), loanNumber: z.string(), kind: z.string(), amount: decimalOut, instalment: decimalOut, firstMonth: z.string(), repaid: decimalOut, balance: decimalOut })),
    currency: currencyOut,
  })
  .openapi('EmployeePay');

export const loanInput = z
  .object({
    employeeId: uuidRef,
    kind: z.enum(['loan', 'advance']),
    amount,
    instalment: amount,
    firstMonth: isoMonth,
    /** The day the money is handed over; today when omitted. */
    grantedOn: isoDate.optional(),
    reason: optionalText(500),
  })
  .strict();

export const loanOut = z.object({ id: z.string(), loanNumber: z.string(), employeeId: z.string(), kind: z.string(), amount: decimalOut, instalment: decimalOut, firstMonth: z.string(), grantedOn: dateOut.nullable(), journalEntryId: z.string().nullable(), currency: currencyOut }).openapi('EmployeeLoan');

export const runInput = z.object({ month: isoMonth }).strict();
export const payInput = z.object({ paidOn: isoDate }).strict();

export const RUN_STATUSES = ['calculated', 'approved', 'paid'] as const;
export const runOut = z
  .object({
    id: z.string(),
    month: z.string(),
    status: z.enum(RUN_STATUSES),
    employeeCount: z.number().int(),
    gross: decimalOut,
    deductions: decimalOut,
    net: decimalOut,
    employerContributions: decimalOut,
    calculatedAt: dateTimeOut,
    approvedAt: dateTimeOut.nullable(),
    paidOn: dateOut.nullable(),
    /** The ledger entries of the approval and the payment (none while the company keeps no books here). */
    accrualEntryId: z.string().nullable(),
    paymentEntryId: z.string().nullable(),
    currency: currencyOut,
  })
  .openapi('PayrollRun');
export const runListOut = z.object({ items: z.array(runOut) });

const lineOut = z.object({ kind: z.enum(['earning', 'deduction', 'employer']), code: z.string(), labelAr: z.string(), labelEn: z.string(), amount: decimalOut, sourceAr: z.string(), sourceEn: z.string() });
export const payslipOut = z
  .object({
    id: z.string(),
    runId: z.string(),
    month: z.string(),
    status: z.enum(RUN_STATUSES),
    employeeId: z.string(),
    employeeNumber: z.string(),
    nameAr: z.string(),
    nameEn: z.string(),
    gross: decimalOut,
    deductions: decimalOut,
    net: decimalOut,
    employerContributions: decimalOut,
    lines: z.array(lineOut),
    facts: z.object({ workingDays: z.number(), employedDays: z.number(), unpaidLeaveDays: z.number(), paidLeaveDays: z.number(), absentDays: z.number(), lateMinutes: z.number(), overtimeHours: z.string(), restDayOvertimeHours: z.string(), national: z.boolean() }),
    currency: currencyOut,
  })
  .openapi('Payslip');
export const runDetailOut = runOut.extend({ payslips: z.array(payslipOut) }).openapi('PayrollRunDetail');
export const payslipListOut = z.object({ items: z.array(payslipOut) });

export const employeePayListOut = z
  .object({
    items: z.array(
      z.object({
        employeeId: z.string(),
        employeeNumber: z.string(),
        nameAr: z.string(),
        nameEn: z.string(),
        national: z.boolean(),
        basic: decimalOut,
        housing: decimalOut,
        transport: decimalOut,
        /** Basic, housing, transport and the other allowances: the fixed monthly pay. */
        fixedPay: decimalOut,
        fromHrRecord: z.boolean(),
        effectiveFrom: dateOut.nullable(),
        /** What is still owed on loans and advances. */
        loanBalance: decimalOut,
      }),
    ),
    currency: currencyOut,
  })
  .openapi('EmployeePayList');
