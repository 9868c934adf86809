// Cash boxes and bank accounts, and the money that moves through them (decision 050). Each
// function runs in the caller's transaction; `who.today` is the company's local today. A refusal
// throws before anything is written or rolls the request back whole.
import type { z } from '@hono/zod-openapi';
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { isValidIban, normalizeIban } from '../../../core/banking';
import { compareMoney, toMoney, type CurrencyCode } from '../../../core/money';
import { chartAccount, createChildAccount, ledgerReady, mappedAccount } from '../../finance/server';
import { postOpeningBalance, postTreasuryMovement } from './ledger-events';
import type { accountInput, accountPatch, movementInput } from './schemas';
import { treasuryAccounts, treasuryTransactions } from './tables';

export type Who = { companyId: string; userId: string | null; today: string; currency: CurrencyCode };
export type TreasuryAccount = typeof treasuryAccounts.$inferSelect;
export type TreasuryMovement = typeof treasuryTransactions.$inferSelect;

const PREFIX = { receipt: ['RV', 'treasury_receipt'], disbursement: ['PV', 'treasury_disbursement'], transfer: ['TRF', 'treasury_transfer'] } as const;

function ibanOf(iban: string | null | undefined): string | null {
  if (!iban) return null;
  if (!isValidIban(iban)) throw new AppError(400, 'validation_failed', { iban: 'invalid_iban' });
  return normalizeIban(iban);
}

export async function createTreasuryAccount(tx: Tx, input: z.input<typeof accountInput>, who: Who): Promise<TreasuryAccount> {
  if (!(await ledgerReady(tx, who.companyId))) throw new AppError(409, 'treasury_ledger_not_ready');
  const iban = ibanOf(input.iban);
  const openingBalance = toMoney('openingBalance', input.openingBalance ?? '0', who.currency);
  let ledgerAccountId: string;
  if (input.ledgerAccountId) {
    const account = await chartAccount(tx, who.companyId, input.ledgerAccountId);
    if (!account || account.accountType !== 'asset' || account.isHeader || !account.isActive) throw new AppError(400, 'validation_failed', { ledgerAccountId: 'treasury_ledger_account_invalid' });
    const [taken] = await tx.select({ id: treasuryAccounts.id }).from(treasuryAccounts).where(eq(treasuryAccounts.ledgerAccountId, account.id));
    if (taken) throw new AppError(409, 'treasury_ledger_account_taken', { ledgerAccountId: 'treasury_ledger_account_taken' });
    ledgerAccountId = account.id;
  } else {
    // Under the header that holds the chart's cash box (or bank): "cash and cash equivalents".
    const sibling = await mappedAccount(tx, who.companyId, input.kind === 'cash' ? 'payment_cash' : 'payment_bank_transfer');
    if (!sibling?.parentId) throw new AppError(409, 'treasury_ledger_not_ready');
    const nameEn = input.nameEn ?? input.nameAr;
    ledgerAccountId = (await createChildAccount(tx, who.companyId, sibling.parentId, { nameAr: input.nameAr, nameEn })).id;
  }
  const [row] = await tx
    .insert(treasuryAccounts)
    .values({
      companyId: who.companyId,
      kind: input.kind,
      nameAr: input.nameAr,
      nameEn: input.nameEn ?? null,
      bankName: input.kind === 'bank' ? (input.bankName ?? null) : null,
      iban: input.kind === 'bank' ? iban : null,
      accountNumber: input.kind === 'bank' ? (input.accountNumber ?? null) : null,
      currency: who.currency,
      ledgerAccountId,
      openingBalance,
      openingDate: compareMoney(openingBalance, '0') > 0 ? (input.openingDate ?? who.today) : null,
      matchWindowDays: input.matchWindowDays ?? 3,
      createdBy: who.userId,
    })
    .returning();
  if (compareMoney(openingBalance, '0') === 0) return row!;
  const entry = await postOpeningBalance(tx, row!, { date: row!.openingDate!, userId: who.userId });
  const [posted] = await tx.update(treasuryAccounts).set({ openingEntryId: entry.id }).where(eq(treasuryAccounts.id, row!.id)).returning();
  return posted!;
}

export async function updateTreasuryAccount(tx: Tx, id: string, patch: z.input<typeof accountPatch>): Promise<TreasuryAccount> {
  const current = await treasuryAccount(tx, id);
  const iban = patch.iban === undefined ? undefined : ibanOf(patch.iban);
  const [row] = await tx
    .update(treasuryAccounts)
    .set({
      ...(patch.nameAr !== undefined ? { nameAr: patch.nameAr } : {}),
      ...(patch.nameEn !== undefined ? { nameEn: patch.nameEn } : {}),
      ...(current.kind === 'bank' && patch.bankName !== undefined ? { bankName: patch.bankName } : {}),
      ...(current.kind === 'bank' && iban !== undefined ? { iban } : {}),
      ...(current.kind === 'bank' && patch.accountNumber !== undefined ? { accountNumber: patch.accountNumber } : {}),
      ...(patch.matchWindowDays !== undefined ? { matchWindowDays: patch.matchWindowDays } : {}),
      ...(patch.isActive !== undefined ? { isActive: patch.isActive } : {}),
    })
    .where(eq(treasuryAccounts.id, id))
    .returning();
  return row!;
}

export async function treasuryAccount(tx: Tx, id: string, lock = false): Promise<TreasuryAccount> {
  const q = tx.select().from(treasuryAccounts).where(eq(treasuryAccounts.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

/** The treasury account a body names: another company's (or none) is a 400 on that field. */
async function namedAccount(tx: Tx, id: string, field: string): Promise<TreasuryAccount> {
  const [row] = await tx.select().from(treasuryAccounts).where(eq(treasuryAccounts.id, id));
  if (!row) throw new AppError(400, 'validation_failed', { [field]: 'not_found' });
  if (!row.isActive) throw new AppError(409, 'treasury_account_inactive', { [field]: 'treasury_account_inactive' });
  return row;
}

export async function recordMovement(tx: Tx, input: z.input<typeof movementInput> & { statementLineId?: string | null }, who: Who): Promise<TreasuryMovement> {
  const amount = toMoney('amount', input.amount, who.currency);
  if (compareMoney(amount, '0') <= 0) throw new AppError(400, 'validation_failed', { amount: 'invalid_amount' });
  const from = await namedAccount(tx, input.treasuryAccountId, 'treasuryAccountId');
  let to: TreasuryAccount | null = null;
  if (input.kind === 'transfer') {
    if (!input.toTreasuryAccountId) throw new AppError(400, 'validation_failed', { toTreasuryAccountId: 'required' });
    to = await namedAccount(tx, input.toTreasuryAccountId, 'toTreasuryAccountId');
    if (to.id === from.id) throw new AppError(400, 'validation_failed', { toTreasuryAccountId: 'treasury_same_account' });
  } else {
    if (!input.counterAccountId) throw new AppError(400, 'validation_failed', { counterAccountId: 'required' });
    const counter = await chartAccount(tx, who.companyId, input.counterAccountId);
    if (!counter || counter.isHeader || !counter.isActive || counter.id === from.ledgerAccountId) throw new AppError(400, 'validation_failed', { counterAccountId: 'treasury_counter_account_invalid' });
  }
  const [prefix, sequence] = PREFIX[input.kind];
  const [row] = await tx
    .insert(treasuryTransactions)
    .values({
      companyId: who.companyId,
      number: formatNumber(prefix, await nextNumber(tx, who.companyId, sequence), 5),
      kind: input.kind,
      treasuryAccountId: from.id,
      toTreasuryAccountId: to?.id ?? null,
      counterAccountId: input.kind === 'transfer' ? null : input.counterAccountId!,
      costCenterId: input.kind === 'transfer' ? null : (input.costCenterId ?? null),
      date: input.date ?? who.today,
      amount,
      description: input.description,
      reference: input.reference ?? null,
      statementLineId: input.statementLineId ?? null,
      createdBy: who.userId,
    })
    .returning();
  const entry = await postTreasuryMovement(tx, row!, { from: from.ledgerAccountId, to: to?.ledgerAccountId ?? null }, who.userId);
  const [posted] = await tx.update(treasuryTransactions).set({ journalEntryId: entry.id }).where(eq(treasuryTransactions.id, row!.id)).returning();
  return posted!;
}

export async function movementList(tx: Tx, q: { accountId?: string; kind?: string; limit: number }) {
  return tx
    .select()
    .from(treasuryTransactions)
    .where(and(q.accountId ? eq(treasuryTransactions.treasuryAccountId, q.accountId) : undefined, q.kind ? eq(treasuryTransactions.kind, q.kind) : undefined))
    .orderBy(desc(treasuryTransactions.date), desc(treasuryTransactions.number))
    .limit(q.limit);
}
