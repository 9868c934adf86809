// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type TreasurySchemas = {
  BankReconciliation: {
    statement: Schemas["BankStatement"];
    account: Schemas["TreasuryAccount"];
    lines: Array<{
      id: string;
      rowNumber: number;
      date: string;
      description: string;
      reference: string | null;
      amount: string;
      journalLineId: string | null;
      matched: Schemas["TreasuryLedgerLine"] & Record<string, never> | null;
      suggestion: Schemas["TreasuryLedgerLine"] & {
        days: number;
        sameReference: boolean;
      } | null;
    }>;
    unmatchedLedger: Array<Schemas["TreasuryLedgerLine"]>;
    statementBalance: string;
    reconciledBalance: string;
    difference: string;
    ledgerBalance: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  BankStatement: {
    id: string;
    number: string;
    fileName: string;
    fromDate: string;
    toDate: string;
    lineCount: number;
    matchedCount: number;
    openingBalance: string;
    createdAt: string;
  };
  StatementPreview: {
    columns: Array<string>;
    sample: Array<Array<string>>;
    mapping: Schemas["StatementMapping"];
    rows: Array<{
      row: number;
      date: string;
      description: string;
      reference: string | null;
      amount: string;
    }>;
    rowCount: number;
    errors: Array<{
      row: number;
      code: string;
      ar: string;
      en: string;
    }>;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  TreasuryAccount: {
    id: string;
    kind: "cash" | "bank";
    nameAr: string;
    nameEn: string | null;
    bankName: string | null;
    iban: string | null;
    accountNumber: string | null;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    ledgerAccount: {
      id: string;
      code: string;
      nameAr: string;
      nameEn: string;
    };
    openingBalance: string;
    openingDate: string | null;
    matchWindowDays: number;
    isActive: boolean;
    balance: string;
  };
  TreasuryAccountDetail: {
    account: Schemas["TreasuryAccount"];
    movements: Array<Schemas["TreasuryLedgerLine"]>;
    statements: Array<Schemas["BankStatement"]>;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  TreasuryAccountList: {
    items: Array<Schemas["TreasuryAccount"]>;
    total: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  TreasuryLedgerOptions: {
    accounts: Array<{
      id: string;
      code: string;
      nameAr: string;
      nameEn: string;
      accountType: "asset" | "liability" | "equity" | "revenue" | "expense";
      treasuryAccountId: string | null;
    }>;
  };
  TreasuryMovement: {
    id: string;
    number: string;
    kind: "receipt" | "disbursement" | "transfer";
    treasuryAccountId: string;
    toTreasuryAccountId: string | null;
    counterAccountId: string | null;
    costCenterId: string | null;
    date: string;
    amount: string;
    description: string;
    reference: string | null;
    statementLineId: string | null;
    journalEntryId: string | null;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  TreasuryMovementList: {
    items: Array<Schemas["TreasuryMovement"]>;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
};

export type TreasuryResponses = {
  "DELETE /api/treasury/statement-lines/{id}/match": Schemas["BankReconciliation"];
  "GET /api/treasury/accounts": Schemas["TreasuryAccountList"];
  "GET /api/treasury/accounts/{id}": Schemas["TreasuryAccountDetail"];
  "GET /api/treasury/ledger-accounts": Schemas["TreasuryLedgerOptions"];
  "GET /api/treasury/movements": Schemas["TreasuryMovementList"];
  "GET /api/treasury/statements/{id}": Schemas["BankReconciliation"];
  "PATCH /api/treasury/accounts/{id}": Schemas["TreasuryAccount"];
  "POST /api/treasury/accounts": Schemas["TreasuryAccount"];
  "POST /api/treasury/accounts/{id}/statements": Schemas["BankStatement"];
  "POST /api/treasury/accounts/{id}/statements/preview": Schemas["StatementPreview"];
  "POST /api/treasury/movements": Schemas["TreasuryMovement"];
  "POST /api/treasury/statement-lines/{id}/entry": {
    movement: Schemas["TreasuryMovement"];
    reconciliation: Schemas["BankReconciliation"];
  };
  "POST /api/treasury/statements/{id}/matches": Schemas["BankReconciliation"];
};
