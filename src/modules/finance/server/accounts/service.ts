// The chart of accounts: set up from a template (wizard, demo seed), then edited by the
// accountant. An account that has postings keeps its type and is never deleted — it is
// deactivated instead; a header never takes postings.
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../../server/db/client';
import { AppError, notFound } from '../../../../server/http/errors';
import { NORMAL_BALANCE, mappingDefinition, isMappingKey, type AccountType } from '../../../../core/finance';
import { journalEntryLines } from '../journal/tables';
import { CHART_TEMPLATES, TYPE_OF_DIGIT, type TemplateId } from '../templates';
import { accountMappings, costCenters, financeSettings, ledgerAccounts } from './tables';

export type Account = typeof ledgerAccounts.$inferSelect;

/**
 * Creates the template's accounts, cost centres and mappings for a company that has no chart
 * yet, and records the template and fiscal-year start month. Returns the number of accounts.
 */
export async function applyChartTemplate(tx: Tx, companyId: string, templateId: TemplateId, options: { fiscalYearStartMonth?: number; completeSetup?: boolean } = {}): Promise<number> {
  const template = CHART_TEMPLATES[templateId];
  if (!template) throw new AppError(400, 'unknown_chart_template', { template: 'unknown_chart_template' });
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(ledgerAccounts).where(eq(ledgerAccounts.companyId, companyId));
  if (n > 0) throw new AppError(409, 'chart_already_set_up');
  const codes = new Set(template.accounts.map(([code]) => code));
  const parentOf = (code: string) => {
    for (let len = code.length - 1; len > 0; len--) if (codes.has(code.slice(0, len))) return code.slice(0, len);
    return null;
  };
  const hasChildren = new Set(template.accounts.map(([code]) => parentOf(code)).filter((c): c is string => c !== null));
  const rows = template.accounts.map(([code, ar, en, contra]) => {
    const type = TYPE_OF_DIGIT[code[0]!]!;
    return { id: crypto.randomUUID(), companyId, code, nameAr: ar, nameEn: en, accountType: type, normalBalance: contra ?? NORMAL_BALANCE[type], isHeader: hasChildren.has(code), parentId: null as string | null };
  });
  const idOf = new Map(rows.map((r) => [r.code, r.id]));
  for (const row of rows) row.parentId = idOf.get(parentOf(row.code) ?? '') ?? null;
  // Parents first: the self-reference is checked row by row.
  await tx.insert(ledgerAccounts).values(rows.sort((a, b) => a.code.length - b.code.length || (a.code < b.code ? -1 : 1)));
  if (template.costCenters.length) await tx.insert(costCenters).values(template.costCenters.map(([code, ar, en]) => ({ companyId, code, nameAr: ar, nameEn: en }))).onConflictDoNothing();
  await tx.insert(accountMappings).values(
    Object.entries(template.mappings).map(([key, code]) => {
      const accountId = idOf.get(code);
      if (!accountId) throw new Error(`template ${templateId}: mapping ${key} names missing account ${code}`);
      return { companyId, key, accountId };
    }),
  );
  await tx
    .insert(financeSettings)
    .values({ companyId, template: templateId, fiscalYearStartMonth: options.fiscalYearStartMonth ?? 1, setupCompletedAt: options.completeSetup ? new Date() : null })
    .onConflictDoUpdate({ target: financeSettings.companyId, set: { template: templateId, fiscalYearStartMonth: options.fiscalYearStartMonth ?? 1, ...(options.completeSetup ? { setupCompletedAt: new Date() } : {}), updatedAt: new Date() } });
  return rows.length;
}

export async function hasPostings(tx: Tx, accountId: string): Promise<boolean> {
  const [row] = await tx.select({ one: sql<number>`1` }).from(journalEntryLines).where(eq(journalEntryLines.accountId, accountId)).limit(1);
  return Boolean(row);
}

export type AccountInput = { code: string; nameAr: string; nameEn: string; accountType: AccountType; isHeader: boolean; isActive: boolean; parentId: string | null; defaultCostCenterId: string | null; description: string | null };

async function checkParent(tx: Tx, input: Pick<AccountInput, 'parentId' | 'accountType'>, selfId?: string) {
  if (!input.parentId) return;
  const rows = await queryRows<{ id: string; is_header: boolean; account_type: string; depth: number }>(tx, sql`
    with recursive up as (
      select id, parent_id, is_header, account_type, 0 as depth from ledger_accounts where id = ${input.parentId}
      union all select a.id, a.parent_id, a.is_header, a.account_type, up.depth + 1 from ledger_accounts a join up on a.id = up.parent_id where up.depth < 50)
    select id, is_header, account_type, depth from up`);
  const parent = rows.find((r) => r.depth === 0);
  if (!parent) throw new AppError(400, 'validation_failed', { parentId: 'not_found' });
  if (!parent.is_header || parent.account_type !== input.accountType) throw new AppError(400, 'validation_failed', { parentId: 'account_parent_invalid' });
  if (selfId && rows.some((r) => r.id === selfId)) throw new AppError(400, 'validation_failed', { parentId: 'account_parent_cycle' });
}

async function checkCostCenter(tx: Tx, id: string | null) {
  if (!id) return;
  const [row] = await tx.select({ id: costCenters.id }).from(costCenters).where(eq(costCenters.id, id));
  if (!row) throw new AppError(400, 'validation_failed', { defaultCostCenterId: 'not_found' });
}

async function checkCode(tx: Tx, code: string, selfId?: string) {
  const [taken] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(and(eq(ledgerAccounts.code, code), selfId ? ne(ledgerAccounts.id, selfId) : undefined));
  if (taken) throw new AppError(409, 'account_code_taken', { code: 'account_code_taken' }, { code });
}

export async function createAccount(tx: Tx, companyId: string, input: AccountInput): Promise<Account> {
  await checkCode(tx, input.code);
  await checkParent(tx, input);
  await checkCostCenter(tx, input.defaultCostCenterId);
  const [row] = await tx.insert(ledgerAccounts).values({ ...input, companyId, normalBalance: NORMAL_BALANCE[input.accountType] }).returning();
  return row!;
}

export async function updateAccount(tx: Tx, id: string, patch: Partial<AccountInput>): Promise<Account> {
  const [current] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id)).for('update');
  if (!current) throw notFound();
  const next = { ...current, ...patch };
  if (patch.code !== undefined && patch.code !== current.code) await checkCode(tx, patch.code, id);
  const typeChanged = next.accountType !== current.accountType;
  if ((typeChanged || (next.isHeader && !current.isHeader)) && (await hasPostings(tx, id))) throw new AppError(409, 'account_has_postings', undefined, { code: current.code });
  if (typeChanged || (!next.isHeader && current.isHeader)) {
    const [child] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.parentId, id)).limit(1);
    if (child) throw new AppError(409, 'account_has_children', undefined, { code: current.code });
  }
  if (patch.parentId !== undefined || typeChanged) await checkParent(tx, next, id);
  if (patch.defaultCostCenterId !== undefined) await checkCostCenter(tx, next.defaultCostCenterId);
  const [row] = await tx
    .update(ledgerAccounts)
    .set({ ...patch, normalBalance: typeChanged ? NORMAL_BALANCE[next.accountType] : current.normalBalance, updatedAt: new Date() })
    .where(eq(ledgerAccounts.id, id))
    .returning();
  return row!;
}

export async function deleteAccount(tx: Tx, id: string) {
  const [current] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id)).for('update');
  if (!current) throw notFound();
  if (await hasPostings(tx, id)) throw new AppError(409, 'account_has_postings', undefined, { code: current.code });
  const [child] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.parentId, id)).limit(1);
  if (child) throw new AppError(409, 'account_has_children', undefined, { code: current.code });
  const [mapping] = await tx.select({ key: accountMappings.key }).from(accountMappings).where(eq(accountMappings.accountId, id)).limit(1);
  if (mapping && isMappingKey(mapping.key)) {
    const m = mappingDefinition(mapping.key);
    throw new AppError(409, 'account_in_mapping', undefined, { code: current.code, mapping: { ar: m.ar, en: m.en } });
  }
  await tx.delete(ledgerAccounts).where(eq(ledgerAccounts.id, id));
}
