// Input and output shapes of /api/budgets.
import { z } from '@hono/zod-openapi';
import { BUDGET_ACCOUNT_TYPES, BUDGET_STATUSES } from '../../../core/budgets';
import { amount, optionalText, requiredText, uuidRef } from '../../../server/http/fields';
import { currencyOut, dateOut, dateTimeOut, decimalOut } from '../../../server/http/row-schema';

/** A line: the annual figure (spread evenly), the 12 months (the annual is their sum), or both (they must agree). */
export const budgetLineInput = z
  .object({
    accountId: uuidRef,
    costCenterId: uuidRef.nullable().optional(),
    annual: amount.optional(),
    months: z.array(amount).optional(),
  })
  .strict()
  .openapi('BudgetLineInput');

export const budgetInput = z
  .object({
    fiscalYearId: uuidRef,
    nameAr: requiredText(200),
    nameEn: requiredText(200),
    notes: optionalText(2000),
    lines: z.array(budgetLineInput).max(500),
  })
  .strict()
  .openapi('BudgetInput');

export const budgetPatch = budgetInput.partial().strict().openapi('BudgetPatch');

export const statusInput = z.object({ status: z.enum(BUDGET_STATUSES) }).strict().openapi('BudgetStatusInput');

export const budgetListQuery = z.object({ fiscalYearId: uuidRef.optional(), status: z.enum(BUDGET_STATUSES).optional() });

const figures = {
  budget: decimalOut,
  actual: decimalOut,
  variance: decimalOut,
  percent: z.string().nullable(),
  budgetToDate: decimalOut,
  actualToDate: decimalOut,
  varianceToDate: decimalOut,
  percentToDate: z.string().nullable(),
};
const monthOut = z.object({ month: dateOut, budget: decimalOut, actual: decimalOut, variance: decimalOut });
const ref = z.object({ id: z.string(), code: z.string(), nameAr: z.string(), nameEn: z.string().nullable() });

export const budgetLineOut = z
  .object({
    id: z.string(),
    lineNumber: z.number().int(),
    account: ref.extend({ accountType: z.enum(BUDGET_ACCOUNT_TYPES) }),
    costCenter: ref.nullable(),
    months: z.array(monthOut),
    ...figures,
  })
  .openapi('BudgetLine');

export const budgetTotalsOut = z.object({ ...figures, months: z.array(monthOut) }).openapi('BudgetTotals');

export const budgetOut = z
  .object({
    id: z.string(),
    nameAr: z.string(),
    nameEn: z.string(),
    status: z.enum(BUDGET_STATUSES),
    notes: z.string().nullable(),
    fiscalYear: z.object({ id: z.string(), label: z.string(), startDate: dateOut, endDate: dateOut }),
    approvedAt: dateTimeOut.nullable(),
    closedAt: dateTimeOut.nullable(),
    createdAt: dateTimeOut,
    currency: currencyOut,
    /** The last month counted "to date" (YYYY-MM-01), null before the year starts. */
    toDateMonth: dateOut.nullable(),
    lineCount: z.number().int(),
    /** Expense lines (what alerts measure) and revenue lines, each summed. */
    expense: budgetTotalsOut,
    revenue: budgetTotalsOut,
  })
  .openapi('Budget');

export const budgetDetailOut = budgetOut.extend({ lines: z.array(budgetLineOut) }).openapi('BudgetDetail');
export const budgetListOut = z.object({ items: z.array(budgetOut) }).openapi('BudgetList');

export const budgetOptionsOut = z
  .object({
    currency: currencyOut,
    fiscalYears: z.array(z.object({ id: z.string(), label: z.string(), startDate: dateOut, endDate: dateOut, status: z.string() })),
    accounts: z.array(ref.extend({ accountType: z.string(), isHeader: z.boolean(), isActive: z.boolean(), parentId: z.string().nullable() })),
    costCenters: z.array(ref.extend({ parentId: z.string().nullable(), isActive: z.boolean() })),
  })
  .openapi('BudgetOptions');
