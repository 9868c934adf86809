/** Shapes of /api/treasury: answers generated from the API's schemas, inputs by hand. */
import type { ApiResponse } from '../../../../web/lib/api-types';

export type AccountList = ApiResponse<'GET /api/treasury/accounts'>;
export type TreasuryAccount = AccountList['items'][number];
export type AccountDetail = ApiResponse<'GET /api/treasury/accounts/{id}'>;
export type LedgerLine = AccountDetail['movements'][number];
export type StatementSummary = AccountDetail['statements'][number];
export type LedgerOptions = ApiResponse<'GET /api/treasury/ledger-accounts'>;
export type LedgerOption = LedgerOptions['accounts'][number];
export type Movement = ApiResponse<'POST /api/treasury/movements'>;
export type StatementPreview = ApiResponse<'POST /api/treasury/accounts/{id}/statements/preview'>;
export type Statement = ApiResponse<'POST /api/treasury/accounts/{id}/statements'>;
export type Reconciliation = ApiResponse<'GET /api/treasury/statements/{id}'>;
export type StatementLine = Reconciliation['lines'][number];

export type AccountInput = { kind: 'cash' | 'bank'; nameAr: string; nameEn?: string | null; bankName?: string | null; iban?: string | null; accountNumber?: string | null; ledgerAccountId?: string; openingBalance?: string; openingDate?: string };
export type MovementInput = { kind: 'receipt' | 'disbursement' | 'transfer'; treasuryAccountId: string; toTreasuryAccountId?: string; counterAccountId?: string; costCenterId?: string; date?: string; amount: string; description: string; reference?: string | null };
export type StatementMapping = { date: number; description?: number | null; reference?: number | null; amount?: number | null; debit?: number | null; credit?: number | null; headerRow: boolean; dateOrder?: 'dmy' | 'mdy' };
export type StatementFile = { fileName: string; content: string };
