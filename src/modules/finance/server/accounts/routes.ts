// /api/finance/accounts (the chart of accounts) and /api/finance/account-mappings.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { access } from '../../../../server/http/access';
import type { AppEnv } from '../../../../server/http/env';
import { AppError } from '../../../../server/http/errors';
import { companyContext, idParam, likePattern, optionalText, requiredText, uuidRef } from '../../../../server/http/fields';
import { jsonBody, jsonResponse } from '../../../../server/http/openapi';
import { tenantRoute } from '../../../../server/http/route';
import { ACCOUNT_MAPPINGS, ACCOUNT_TYPES, isMappingKey, signedBalance } from '../../../../core/finance';
import { negateMoney } from '../../../../core/money';
import { ledgerBalances } from '../journal/tables';
import { accountListOut, accountOut, mappingListOut, mappingOut } from '../schemas';
import { createAccount, deleteAccount, updateAccount } from './service';
import { accountMappings, ledgerAccounts } from './tables';

const code = z.string().trim().regex(/^[0-9A-Za-z.-]{1,20}$/, 'invalid_format');
const accountFields = {
  code,
  nameAr: requiredText(200),
  nameEn: requiredText(200),
  accountType: z.enum(ACCOUNT_TYPES),
  isHeader: z.boolean(),
  isActive: z.boolean(),
  parentId: uuidRef.nullable(),
  defaultCostCenterId: uuidRef.nullable(),
  description: optionalText(1000),
};
const accountInput = z
  .object({ ...accountFields, isHeader: accountFields.isHeader.default(false), isActive: accountFields.isActive.default(true), parentId: accountFields.parentId.optional().default(null), defaultCostCenterId: accountFields.defaultCostCenterId.optional().default(null) })
  .strict();
const accountPatch = z.object(accountFields).partial().strict();

// Qualified by hand: drizzle renders a lone table's column unqualified, which inside the
// subquery would name the line's own id.
const hasPostings = sql<boolean>`exists (select 1 from journal_entry_lines l where l.account_id = "ledger_accounts"."id")`;

export function accountRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/finance/accounts',
      access: access.permission('finance.accounts.read'),
      summary: 'The chart of accounts, in code order (a tree by parentId), each with its balance on its normal side',
      request: { query: z.object({ search: z.string().trim().max(100).optional(), active: z.enum(['all', 'active', 'inactive']).default('all') }) },
      responses: { 200: jsonResponse(accountListOut, 'Accounts') },
    },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const where: SQL[] = [];
      if (q.active !== 'all') where.push(eq(ledgerAccounts.isActive, q.active === 'active'));
      if (q.search) {
        const like = likePattern(q.search);
        where.push(or(ilike(ledgerAccounts.code, like), ilike(ledgerAccounts.nameAr, like), ilike(ledgerAccounts.nameEn, like))!);
      }
      const { currency } = await companyContext(tx);
      // Balances come from the kept monthly movements (a few rows per account), not the lines.
      const moves = tx
        .select({ accountId: ledgerBalances.accountId, debit: sql<string>`sum(${ledgerBalances.debit})`.as('debit'), credit: sql<string>`sum(${ledgerBalances.credit})`.as('credit') })
        .from(ledgerBalances)
        .groupBy(ledgerBalances.accountId)
        .as('moves');
      const rows = await tx
        .select({ account: ledgerAccounts, hasPostings, debit: moves.debit, credit: moves.credit })
        .from(ledgerAccounts)
        .leftJoin(moves, eq(moves.accountId, ledgerAccounts.id))
        .where(where.length ? and(...where) : undefined)
        .orderBy(asc(ledgerAccounts.code));
      const balance = (r: (typeof rows)[number]) => {
        const signed = signedBalance(r.debit ?? '0', r.credit ?? '0', currency);
        return r.account.normalBalance === 'debit' ? signed : negateMoney(signed);
      };
      return c.json({ items: rows.map((r) => ({ ...r.account, hasPostings: r.hasPostings, balance: balance(r) })), total: rows.length, currency }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/finance/accounts', access: access.permission('finance.accounts.write'), summary: 'Add an account to the chart', request: jsonBody(accountInput), responses: { 201: jsonResponse(accountOut, 'Created') } },
    async (c, { tx, companyId }) => {
      const input = c.req.valid('json');
      const row = await createAccount(tx, companyId, { ...input, description: input.description ?? null });
      return c.json({ ...row, hasPostings: false }, 201);
    },
  );

  tenantRoute(
    app,
    {
      method: 'patch',
      path: '/api/finance/accounts/{id}',
      access: access.permission('finance.accounts.write'),
      summary: 'Edit an account; one with postings keeps its type (deactivate it instead)',
      request: { params: idParam, ...jsonBody(accountPatch) },
      responses: { 200: jsonResponse(accountOut, 'Account') },
    },
    async (c, { tx }) => {
      const { id } = c.req.valid('param');
      const patch = c.req.valid('json');
      const row = await updateAccount(tx, id, patch);
      const [{ has } = { has: false }] = await tx.select({ has: hasPostings }).from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
      return c.json({ ...row, hasPostings: has }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'delete',
      path: '/api/finance/accounts/{id}',
      access: access.permission('finance.accounts.write'),
      summary: 'Delete an account without postings, sub-accounts or mappings',
      request: { params: idParam },
      responses: { 200: jsonResponse(z.object({ ok: z.literal(true) }), 'Deleted') },
    },
    async (c, { tx }) => {
      await deleteAccount(tx, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/finance/account-mappings', access: access.permission('finance.accounts.read'), summary: 'Each business event key and the account it posts to', responses: { 200: jsonResponse(mappingListOut, 'Mappings') } },
    async (c, { tx }) => {
      const rows = await tx
        .select({ key: accountMappings.key, accountId: ledgerAccounts.id, accountCode: ledgerAccounts.code, accountNameAr: ledgerAccounts.nameAr, accountNameEn: ledgerAccounts.nameEn })
        .from(accountMappings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, accountMappings.accountId));
      const byKey = new Map(rows.map((r) => [r.key, r]));
      const none = { accountId: null, accountCode: null, accountNameAr: null, accountNameEn: null };
      return c.json({ items: ACCOUNT_MAPPINGS.map((m) => ({ key: m.key, nameAr: m.ar, nameEn: m.en, ...none, ...byKey.get(m.key) })) }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'put',
      path: '/api/finance/account-mappings',
      access: access.permission('finance.accounts.write'),
      summary: 'Point an event key at a posting account',
      request: jsonBody(z.object({ key: z.string().refine(isMappingKey, 'invalid_choice'), accountId: uuidRef }).strict()),
      responses: { 200: jsonResponse(mappingOut, 'Mapping') },
    },
    async (c, { tx, companyId }) => {
      const { key, accountId } = c.req.valid('json');
      const [account] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
      if (!account) throw new AppError(400, 'validation_failed', { accountId: 'not_found' });
      if (account.isHeader || !account.isActive) throw new AppError(409, 'account_not_postable', undefined, { code: account.code });
      await tx
        .insert(accountMappings)
        .values({ companyId, key, accountId })
        .onConflictDoUpdate({ target: [accountMappings.companyId, accountMappings.key], set: { accountId, updatedAt: new Date() } });
      const m = ACCOUNT_MAPPINGS.find((d) => d.key === key)!;
      return c.json({ key, nameAr: m.ar, nameEn: m.en, accountId, accountCode: account.code, accountNameAr: account.nameAr, accountNameEn: account.nameEn }, 200);
    },
  );
}
