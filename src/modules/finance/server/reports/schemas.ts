// Output shapes of the financial reports. Each carries its figures and its ReportTable.
import { z } from '@hono/zod-openapi';
import { ACCOUNT_MAPPINGS } from '../../../../core/finance';
import { decimalOut } from '../../../../server/http/row-schema';
import { reportTableOut } from './table';

const money = z.string().describe('Exact decimal in the company currency');
const withTable = { currency: z.string(), table: reportTableOut };

export const trialBalanceOut = z.object({
  ...withTable,
  from: z.string(),
  to: z.string(),
  balanced: z.boolean(),
  items: z.array(
    z.object({
      accountId: z.string(),
      code: z.string(),
      nameAr: z.string(),
      nameEn: z.string(),
      accountType: z.string(),
      openingDebit: money,
      openingCredit: money,
      debit: money,
      credit: money,
      closingDebit: money,
      closingCredit: money,
      compareDebit: money.nullable(),
      compareCredit: money.nullable(),
    }),
  ),
  totals: z.record(z.string(), money),
});

const resultFigures = z.object({ revenue: money, expense: money, netResult: money });
export const incomeStatementOut = z.object({ ...withTable, from: z.string(), to: z.string(), ...resultFigures.shape, compare: resultFigures.nullable() });

const sheetFigures = z.object({ asOf: z.string(), totalAssets: money, totalLiabilities: money, totalEquity: money, unclosedResult: money, balanced: z.boolean() });
export const balanceSheetOut = z.object({ ...withTable, ...sheetFigures.shape, compare: sheetFigures.nullable() });

const flowFigures = z.object({ netResult: money, operating: money, investing: money, financing: money, netChange: money, openingCash: money, closingCash: money, reconciled: z.boolean() });
export const cashFlowOut = z.object({ ...withTable, from: z.string(), to: z.string(), ...flowFigures.shape, compare: flowFigures.nullable() });

export const generalLedgerOut = z.object({
  account: z.object({ id: z.string(), code: z.string(), nameAr: z.string(), nameEn: z.string(), accountType: z.string(), normalBalance: z.string() }),
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  opening: money,
  debit: money,
  credit: money,
  closing: money,
  compare: z.object({ from: z.string(), to: z.string(), opening: money, debit: money, credit: money, closing: money }).nullable(),
  lines: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      entryId: z.string(),
      entryNumber: z.string(),
      lineNumber: z.number(),
      description: z.string(),
      descriptionEn: z.string(),
      sourceType: z.string().describe("'manual', 'reversal', 'year_end' or the business record ('invoice', 'payment', …)"),
      sourceId: z.string().nullable(),
      partyType: z.string().nullable(),
      partyId: z.string().nullable(),
      costCenterId: z.string().nullable(),
      debit: money,
      credit: money,
      balance: money,
    }),
  ),
  nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last'),
});

export const overviewOut = z.object({
  date: z.string(),
  currency: z.string(),
  monthStart: z.string(),
  cash: money,
  receivables: money,
  payables: money,
  monthRevenue: money,
  monthExpense: money,
  monthResult: money,
  draftEntries: z.number(),
  missingMappings: z.array(z.enum(ACCOUNT_MAPPINGS.map((x) => x.key) as [string, ...string[]])),
  chartSetUp: z.boolean(),
});

export const reportOptionsOut = z.object({ costCenters: z.array(z.object({ id: z.string(), code: z.string(), nameAr: z.string(), nameEn: z.string().nullable() })) });

const agingBuckets = z.object({ '0_30': decimalOut, '31_60': decimalOut, '61_90': decimalOut, '90_plus': decimalOut });
export const agingOut = z
  .object({
    asOf: z.string(),
    currency: z.string(),
    customers: z.array(
      z.object({
        customerId: z.string().uuid(),
        nameAr: z.string(),
        nameEn: z.string().nullable(),
        buckets: agingBuckets,
        total: decimalOut,
        invoices: z.array(z.object({ invoiceId: z.string().uuid(), invoiceNumber: z.string(), issueDate: z.string(), dueDate: z.string(), daysPastDue: z.number().int(), bucket: z.enum(['0_30', '31_60', '61_90', '90_plus']), total: decimalOut, balance: decimalOut })),
      }),
    ),
    totals: z.object({ buckets: agingBuckets, total: decimalOut }),
    receivablesAccount: z.object({ id: z.string().uuid(), code: z.string(), nameAr: z.string(), nameEn: z.string().nullable(), balance: decimalOut }),
    difference: decimalOut,
    reconciled: z.boolean(),
    table: reportTableOut,
  })
  .openapi('ReceivablesAging');

export const vatReturnOut = z
  .object({
    ...withTable,
    from: z.string(),
    to: z.string(),
    salesBase: money,
    outputTax: money,
    purchasesBase: money,
    inputTax: money,
    netPayable: money.describe('Output VAT − input VAT; negative when refundable'),
    ledger: z.object({ outputAccountCode: z.string().nullable(), outputMovement: money, inputAccountCode: z.string().nullable(), inputMovement: money }),
    reconciled: z.boolean().describe('The return’s tax equals the movement of the VAT accounts in the ledger'),
  })
  .openapi('VatReturn');

const ratioOut = z.string().nullable().describe('Exact ratio with 2 decimals; null when its denominator is 0');
export const analysisOut = z
  .object({
    from: z.string(),
    to: z.string(),
    currency: z.string(),
    months: z.array(z.object({ month: z.string().describe('YYYY-MM'), from: z.string(), to: z.string(), revenue: money, expense: money, result: money, marginPercent: ratioOut })),
    totals: z.object({ revenue: money, expense: money, result: money, marginPercent: ratioOut }),
    ratios: z.object({
      asOf: z.string(),
      currentAssets: money,
      currentLiabilities: money,
      cash: money,
      receivables: money,
      payables: money,
      revenueLast90Days: money,
      currentRatio: ratioOut,
      quickRatio: ratioOut,
      daysSalesOutstanding: ratioOut,
      receivablesTurnover: ratioOut,
    }),
  })
  .openapi('FinancialAnalysis');
