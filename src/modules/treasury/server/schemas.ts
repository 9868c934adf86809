// Input and output shapes of /api/treasury.
import { z } from '@hono/zod-openapi';
import { currencyOut, dateOut, decimalOut } from '../../../server/http/row-schema';
import { amount, isoDate, optionalText, requiredText, uuidRef } from '../../../server/http/fields';

export const TREASURY_KINDS = ['cash', 'bank'] as const;
export const MOVEMENT_KINDS = ['receipt', 'disbursement', 'transfer'] as const;

export const accountInput = z
  .object({
    kind: z.enum(TREASURY_KINDS),
    nameAr: requiredText(200),
    nameEn: optionalText(200),
    bankName: optionalText(200),
    iban: optionalText(40),
    accountNumber: optionalText(40),
    /** An existing asset posting account; omitted: one is made under the chart's cash and banks header. */
    ledgerAccountId: uuidRef.optional(),
    openingBalance: amount.optional(),
    openingDate: isoDate.optional(),
    matchWindowDays: z.number().int().min(0).max(31).optional(),
  })
  .strict()
  .openapi('TreasuryAccountInput');

export const accountPatch = z
  .object({ nameAr: requiredText(200).optional(), nameEn: optionalText(200), bankName: optionalText(200), iban: optionalText(40), accountNumber: optionalText(40), matchWindowDays: z.number().int().min(0).max(31).optional(), isActive: z.boolean().optional() })
  .strict()
  .openapi('TreasuryAccountPatch');

const ledgerRef = z.object({ id: z.string(), code: z.string(), nameAr: z.string(), nameEn: z.string() });

export const accountOut = z
  .object({
    id: z.string(),
    kind: z.enum(TREASURY_KINDS),
    nameAr: z.string(),
    nameEn: z.string().nullable(),
    bankName: z.string().nullable(),
    iban: z.string().nullable(),
    accountNumber: z.string().nullable(),
    currency: currencyOut,
    ledgerAccount: ledgerRef,
    openingBalance: decimalOut,
    openingDate: dateOut.nullable(),
    matchWindowDays: z.number().int(),
    isActive: z.boolean(),
    balance: decimalOut,
  })
  .openapi('TreasuryAccount');

export const accountListOut = z.object({ items: z.array(accountOut), total: decimalOut, currency: currencyOut }).openapi('TreasuryAccountList');

export const movementInput = z
  .object({
    kind: z.enum(MOVEMENT_KINDS),
    treasuryAccountId: uuidRef,
    toTreasuryAccountId: uuidRef.optional(),
    counterAccountId: uuidRef.optional(),
    costCenterId: uuidRef.optional(),
    date: isoDate.optional(),
    amount,
    description: requiredText(300),
    reference: optionalText(100),
  })
  .strict()
  .openapi('TreasuryMovementInput');

export const movementOut = z
  .object({
    id: z.string(),
    number: z.string(),
    kind: z.enum(MOVEMENT_KINDS),
    treasuryAccountId: z.string(),
    toTreasuryAccountId: z.string().nullable(),
    counterAccountId: z.string().nullable(),
    costCenterId: z.string().nullable(),
    date: dateOut,
    amount: decimalOut,
    description: z.string(),
    reference: z.string().nullable(),
    statementLineId: z.string().nullable(),
    journalEntryId: z.string().nullable(),
    currency: currencyOut,
  })
  .openapi('TreasuryMovement');

export const ledgerLineOut = z
  .object({
    id: z.string(),
    entryId: z.string(),
    entryNumber: z.string().nullable(),
    date: dateOut,
    /** Into the account positive (a debit), out of it negative. */
    amount: decimalOut,
    description: z.string(),
    descriptionEn: z.string().nullable(),
    reference: z.string().nullable(),
    sourceType: z.string(),
    matchedStatementLineId: z.string().nullable(),
  })
  .openapi('TreasuryLedgerLine');

export const statementOut = z
  .object({ id: z.string(), number: z.string(), fileName: z.string(), fromDate: dateOut, toDate: dateOut, lineCount: z.number().int(), matchedCount: z.number().int(), openingBalance: decimalOut, createdAt: z.string() })
  .openapi('BankStatement');

export const accountDetailOut = z
  .object({ account: accountOut, movements: z.array(ledgerLineOut), statements: z.array(statementOut), currency: currencyOut })
  .openapi('TreasuryAccountDetail');

export const ledgerOptionsOut = z
  .object({ accounts: z.array(ledgerRef.extend({ accountType: z.enum(['asset', 'liability', 'equity', 'revenue', 'expense']), treasuryAccountId: z.string().nullable() })) })
  .openapi('TreasuryLedgerOptions');

// ---- statements ----

const columnIndex = z.number().int().min(0).max(50);
export const mappingInput = z
  .object({
    date: columnIndex,
    description: columnIndex.nullable().optional(),
    reference: columnIndex.nullable().optional(),
    amount: columnIndex.nullable().optional(),
    debit: columnIndex.nullable().optional(),
    credit: columnIndex.nullable().optional(),
    headerRow: z.boolean(),
    dateOrder: z.enum(['dmy', 'mdy']).optional(),
  })
  .strict()
  .openapi('StatementMapping');

/** The file travels as base64 inside JSON: statements are small (the body is capped). */
export const fileInput = { fileName: requiredText(200), content: z.string().min(1).max(2_800_000) };

export const previewInput = z.object({ ...fileInput, mapping: mappingInput.optional() }).strict().openapi('StatementPreviewInput');
export const importInput = z.object({ ...fileInput, mapping: mappingInput, openingBalance: z.string().trim().regex(/^-?\d{1,12}(\.\d{1,6})?$/, 'invalid_amount').optional() }).strict().openapi('StatementImportInput');

const rowError = z.object({ row: z.number().int(), code: z.string(), ar: z.string(), en: z.string() });
const readRow = z.object({ row: z.number().int(), date: dateOut, description: z.string(), reference: z.string().nullable(), amount: decimalOut });
export const previewOut = z
  .object({ columns: z.array(z.string()), sample: z.array(z.array(z.string())), mapping: mappingInput, rows: z.array(readRow), rowCount: z.number().int(), errors: z.array(rowError), currency: currencyOut })
  .openapi('StatementPreview');

const statementLineOut = z.object({
  id: z.string(),
  rowNumber: z.number().int(),
  date: dateOut,
  description: z.string(),
  reference: z.string().nullable(),
  amount: decimalOut,
  journalLineId: z.string().nullable(),
  matched: ledgerLineOut.nullable(),
  suggestion: ledgerLineOut.extend({ days: z.number(), sameReference: z.boolean() }).nullable(),
});

export const reconciliationOut = z
  .object({
    statement: statementOut,
    account: accountOut,
    lines: z.array(statementLineOut),
    /** The bank account's ledger lines of the statement's dates (± the window) not matched yet. */
    unmatchedLedger: z.array(ledgerLineOut),
    statementBalance: decimalOut,
    reconciledBalance: decimalOut,
    difference: decimalOut,
    ledgerBalance: decimalOut,
    currency: currencyOut,
  })
  .openapi('BankReconciliation');

export const matchInput = z.object({ matches: z.array(z.object({ statementLineId: uuidRef, journalLineId: uuidRef })).min(1).max(500) }).strict().openapi('StatementMatchInput');
export const createEntryInput = z.object({ counterAccountId: uuidRef, costCenterId: uuidRef.optional(), description: optionalText(300) }).strict().openapi('StatementCreateEntryInput');
export const movementListQuery = z.object({ accountId: uuidRef.optional(), kind: z.enum(MOVEMENT_KINDS).optional(), limit: z.coerce.number().int().min(1).max(500).default(100) });
export const movementListOut = z.object({ items: z.array(movementOut), currency: currencyOut }).openapi('TreasuryMovementList');
