/** Shapes of the ledger API (/api/finance accounts, journal entries, setup): the server's contract. */
import type { ApprovalRequest } from '../../../admin/web';

export type AccountType = 'asset' | 'liability' | 'equity' | 'revenue' | 'expense';
export const ACCOUNT_TYPES: readonly AccountType[] = ['asset', 'liability', 'equity', 'revenue', 'expense'];
export type EntryStatus = 'draft' | 'posted' | 'reversed';
export type PartyType = 'customer' | 'vendor' | 'employee' | 'vehicle' | 'property' | 'owner';
export const PARTY_TYPES: readonly PartyType[] = ['customer', 'vendor', 'employee', 'vehicle', 'property', 'owner'];
export type TemplateId = 'car_rental' | 'real_estate' | 'trading' | 'services' | 'generic';

export type Account = {
  id: string;
  code: string;
  nameAr: string;
  nameEn: string;
  accountType: AccountType;
  normalBalance: 'debit' | 'credit';
  isHeader: boolean;
  isActive: boolean;
  parentId: string | null;
  defaultCostCenterId: string | null;
  description: string | null;
  hasPostings: boolean;
  /** On the account's normal side; negative when it sits on the other side. */
  balance: string;
};
export type AccountList = { items: Account[]; total: number; currency: string };
export type AccountInput = { code: string; nameAr: string; nameEn: string; accountType: AccountType; isHeader: boolean; isActive: boolean; parentId: string | null; defaultCostCenterId: string | null; description?: string | null };

export type CostCenter = { id: string; code: string; nameAr: string; nameEn: string | null; isActive: boolean };

export type Mapping = { key: string; nameAr: string; nameEn: string; accountId: string | null; accountCode: string | null; accountNameAr: string | null; accountNameEn: string | null };

export type JournalEntry = {
  id: string;
  entryNumber: string | null;
  entryDate: string;
  descriptionAr: string;
  descriptionEn: string | null;
  reference: string | null;
  sourceType: string;
  sourceId: string | null;
  event: string | null;
  status: EntryStatus;
  total: string;
  reversalOfId: string | null;
  reversedById: string | null;
  postedAt: string | null;
  createdAt: string;
};
/** A listed entry: a draft held by its approval request names it. */
export type EntryRow = JournalEntry & { awaitingApproval: { id: string; number: string } | null };
export type EntryList = { items: EntryRow[]; total: number; page: number; pageSize: number; currency: string };
export type EntryListParams = { search?: string; status?: string; source?: string; from?: string; to?: string; page?: number; pageSize?: number };

export type EntryLine = {
  id: string;
  lineNumber: number;
  accountId: string;
  accountCode: string;
  accountNameAr: string;
  accountNameEn: string;
  debit: string;
  credit: string;
  description: string | null;
  costCenterId: string | null;
  partyType: PartyType | null;
  partyId: string | null;
};
/** `approvals`: a manual entry's approval requests, newest first (a posting the company's workflow gates). */
export type EntryDetail = JournalEntry & { lines: EntryLine[]; totals: { debit: string; credit: string; difference: string }; currency: string; approvals: ApprovalRequest[] };

export type DraftLineInput = { accountId: string; debit?: string | null; credit?: string | null; description?: string | null; costCenterId?: string | null; partyType?: PartyType | null; partyId?: string | null };
export type DraftInput = { entryDate: string; descriptionAr: string; descriptionEn?: string | null; reference?: string | null; lines: DraftLineInput[] };

export type SetupState = {
  setupDone: boolean;
  template: TemplateId | null;
  fiscalYearStartMonth: number;
  accountCount: number;
  hasEntries: boolean;
  canApplyTemplate: boolean;
  suggestedTemplate: TemplateId;
  templates: Array<{ id: TemplateId; nameAr: string; nameEn: string; accountCount: number }>;
};
export type TemplatePreview = {
  id: TemplateId;
  accounts: Array<{ code: string; nameAr: string; nameEn: string; accountType: AccountType; isHeader: boolean; parentCode: string | null }>;
  mappings: Array<{ key: string; nameAr: string; nameEn: string; accountCode: string }>;
};
export type SetupInput = {
  template: TemplateId;
  fiscalYearStartMonth: number;
  openingDate: string;
  openingBalances: Array<{ code: string; debit?: string | null; credit?: string | null }>;
  mappings: Record<string, string>;
};
