// Reads of treasury: accounts with their ledger balance, one account's movements (its ledger
// lines, each with the statement line it is reconciled with), and a statement's reconciliation.
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { moneyOut, sumMoney, type CurrencyCode } from '../../../core/money';
import { accountBalance, accountLines, chartAccount, postingAccounts, type AccountLine } from '../../finance/server';
import { balances, reconciliation, signed, statementsOf, type Statement } from './reconcile';
import type { TreasuryAccount, TreasuryMovement } from './service';
import { bankStatementLines, treasuryAccounts } from './tables';

const m = (v: string, c: CurrencyCode) => moneyOut(v, c)!;

export async function accountView(tx: Tx, a: TreasuryAccount, currency: CurrencyCode) {
  const ledger = await chartAccount(tx, a.companyId, a.ledgerAccountId);
  const balance = await accountBalance(tx, a.companyId, a.ledgerAccountId);
  return {
    id: a.id,
    kind: a.kind as 'cash' | 'bank',
    nameAr: a.nameAr,
    nameEn: a.nameEn,
    bankName: a.bankName,
    iban: a.iban,
    accountNumber: a.accountNumber,
    currency,
    ledgerAccount: { id: a.ledgerAccountId, code: ledger?.code ?? '', nameAr: ledger?.nameAr ?? '', nameEn: ledger?.nameEn ?? '' },
    openingBalance: m(a.openingBalance, currency),
    openingDate: a.openingDate,
    matchWindowDays: a.matchWindowDays,
    isActive: a.isActive,
    balance: m(balance, currency),
  };
}

export async function accountList(tx: Tx, currency: CurrencyCode) {
  const rows = await tx.select().from(treasuryAccounts).orderBy(treasuryAccounts.kind, treasuryAccounts.nameAr);
  const items = [];
  for (const row of rows) items.push(await accountView(tx, row, currency));
  return { items, total: m(sumMoney(items.map((i) => i.balance)), currency), currency };
}

export function ledgerLineView(l: AccountLine, matchedStatementLineId: string | null, currency: CurrencyCode) {
  return {
    id: l.id,
    entryId: l.entryId,
    entryNumber: l.entryNumber,
    date: l.date,
    amount: m(signed(l), currency),
    description: l.lineDescription || l.descriptionAr,
    descriptionEn: l.descriptionEn,
    reference: l.reference,
    sourceType: l.sourceType,
    matchedStatementLineId,
  };
}

async function matchedBy(tx: Tx, lineIds: readonly string[]) {
  if (!lineIds.length) return new Map<string, string>();
  const rows = await tx.select({ id: bankStatementLines.id, journalLineId: bankStatementLines.journalLineId }).from(bankStatementLines).where(inArray(bankStatementLines.journalLineId, [...lineIds]));
  return new Map(rows.map((r) => [r.journalLineId!, r.id]));
}

export function statementView(s: Statement, matchedCount: number, currency: CurrencyCode) {
  return { id: s.id, number: s.number, fileName: s.fileName, fromDate: s.fromDate, toDate: s.toDate, lineCount: s.lineCount, matchedCount, openingBalance: m(s.openingBalance, currency), createdAt: s.createdAt.toISOString() };
}

export async function accountDetail(tx: Tx, account: TreasuryAccount, currency: CurrencyCode) {
  const lines = await accountLines(tx, account.companyId, account.ledgerAccountId, { limit: 100 });
  const matched = await matchedBy(tx, lines.map((l) => l.id));
  const statements = await statementsOf(tx, account.id);
  return {
    account: await accountView(tx, account, currency),
    movements: lines.map((l) => ledgerLineView(l, matched.get(l.id) ?? null, currency)),
    statements: statements.map((s) => statementView(s.statement, s.matchedCount, currency)),
    currency,
  };
}

export async function reconciliationView(tx: Tx, statementId: string, currency: CurrencyCode) {
  const r = await reconciliation(tx, statementId);
  const openById = new Map(r.open.map((l) => [l.id, l]));
  const b = balances(r.statement, r.lines);
  const matchedCount = r.lines.filter((l) => l.journalLineId).length;
  return {
    statement: statementView(r.statement, matchedCount, currency),
    account: await accountView(tx, r.account, currency),
    lines: r.lines.map((l) => {
      const s = r.suggestions.get(l.id);
      const suggested = s ? openById.get(s.journalLineId) : undefined;
      const matched = l.journalLineId ? r.matched.get(l.journalLineId) : undefined;
      return {
        id: l.id,
        rowNumber: l.rowNumber,
        date: l.date,
        description: l.description,
        reference: l.reference,
        amount: m(l.amount, currency),
        journalLineId: l.journalLineId,
        matched: matched ? ledgerLineView(matched, l.id, currency) : null,
        suggestion: s && suggested ? { ...ledgerLineView(suggested, null, currency), days: s.days, sameReference: s.sameReference } : null,
      };
    }),
    unmatchedLedger: r.open.map((l) => ledgerLineView(l, null, currency)),
    statementBalance: m(b.statementBalance, currency),
    reconciledBalance: m(b.reconciledBalance, currency),
    difference: m(b.difference, currency),
    ledgerBalance: m(await accountBalance(tx, r.account.companyId, r.account.ledgerAccountId, r.statement.toDate), currency),
    currency,
  };
}

export function movementView(t: TreasuryMovement, currency: CurrencyCode) {
  return {
    id: t.id,
    number: t.number,
    kind: t.kind as 'receipt',
    treasuryAccountId: t.treasuryAccountId,
    toTreasuryAccountId: t.toTreasuryAccountId,
    counterAccountId: t.counterAccountId,
    costCenterId: t.costCenterId,
    date: t.date,
    amount: m(t.amount, currency),
    description: t.description,
    reference: t.reference,
    statementLineId: t.statementLineId,
    journalEntryId: t.journalEntryId,
    currency,
  };
}

/** Posting accounts for the pickers, each with the treasury account tied to it (if any). */
export async function ledgerOptions(tx: Tx, companyId: string) {
  const accounts = await postingAccounts(tx, companyId);
  const tied = await tx.select({ id: treasuryAccounts.id, ledgerAccountId: treasuryAccounts.ledgerAccountId }).from(treasuryAccounts).where(eq(treasuryAccounts.companyId, companyId));
  const byLedger = new Map(tied.map((t) => [t.ledgerAccountId, t.id]));
  return { accounts: accounts.map((a) => ({ id: a.id, code: a.code, nameAr: a.nameAr, nameEn: a.nameEn, accountType: a.accountType, treasuryAccountId: byLedger.get(a.id) ?? null })) };
}

