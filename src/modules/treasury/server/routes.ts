// /api/treasury: cash boxes and bank accounts (balance from the ledger, movements), receipts,
// disbursements and transfers, and bank reconciliation (statement preview and import, matches,
// entries created from statement lines). The accountant writes (finance.treasury.write); readers
// of finance.treasury.read (the employee too, spec §6) see everything without changing it.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import type { Tx } from '../../../server/db/client';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { companyContext, idParam } from '../../../server/http/fields';
import { jsonBody, jsonResponse } from '../../../server/http/openapi';
import { tenantRoute, type TenantCtx } from '../../../server/http/route';
import { accountDetail, accountList, accountView, ledgerOptions, movementView, reconciliationView, statementView } from './reads';
import { confirmMatches, createEntryFromLine, importStatement, previewStatement, unmatchLine } from './reconcile';
import { createTreasuryAccount, movementList, recordMovement, treasuryAccount, updateTreasuryAccount, type Who } from './service';
import {
  accountDetailOut,
  accountInput,
  accountListOut,
  accountOut,
  accountPatch,
  createEntryInput,
  importInput,
  ledgerOptionsOut,
  matchInput,
  movementInput,
  movementListOut,
  movementListQuery,
  movementOut,
  previewInput,
  previewOut,
  reconciliationOut,
  statementOut,
} from './schemas';

const read = access.permission('finance.treasury.read');
const write = access.permission('finance.treasury.write');

async function whoOf(tx: Tx, ctx: Pick<TenantCtx, 'companyId' | 'actor'>): Promise<Who> {
  const company = await companyContext(tx);
  return { companyId: ctx.companyId, userId: ctx.actor.userId, today: company.today, currency: company.currency };
}

export function treasuryRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    { method: 'get', path: '/api/treasury/accounts', access: read, summary: 'Cash boxes and bank accounts, each with its balance from the ledger', responses: { 200: jsonResponse(accountListOut, 'Accounts') } },
    async (c, { tx }) => c.json(await accountList(tx, (await companyContext(tx)).currency), 200),
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/treasury/ledger-accounts', access: read, summary: 'Posting accounts of the chart for the pickers, each with the treasury account tied to it', responses: { 200: jsonResponse(ledgerOptionsOut, 'Accounts') } },
    async (c, { tx, companyId }) => c.json(await ledgerOptions(tx, companyId), 200),
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/treasury/accounts', access: write, summary: 'Add a cash box or bank account, tied to a chart account (picked, or made under the cash and banks header); its opening balance posts against opening balance equity', request: jsonBody(accountInput), responses: { 201: jsonResponse(accountOut, 'Created') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      return c.json(await accountView(tx, await createTreasuryAccount(tx, c.req.valid('json'), who), who.currency), 201);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/treasury/accounts/{id}', access: read, summary: 'One cash box or bank account: balance, its ledger movements (reconciled or not) and its statements', request: { params: idParam }, responses: { 200: jsonResponse(accountDetailOut, 'Account') } },
    async (c, { tx }) => c.json(await accountDetail(tx, await treasuryAccount(tx, c.req.valid('param').id), (await companyContext(tx)).currency), 200),
  );

  tenantRoute(
    app,
    { method: 'patch', path: '/api/treasury/accounts/{id}', access: write, summary: 'Rename, change bank details or the match window, or deactivate a treasury account', request: { params: idParam, ...jsonBody(accountPatch) }, responses: { 200: jsonResponse(accountOut, 'Account') } },
    async (c, { tx }) => c.json(await accountView(tx, await updateTreasuryAccount(tx, c.req.valid('param').id, c.req.valid('json')), (await companyContext(tx)).currency), 200),
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/treasury/movements', access: read, summary: 'Receipts, disbursements and transfers, newest first', request: { query: movementListQuery }, responses: { 200: jsonResponse(movementListOut, 'Movements') } },
    async (c, { tx }) => {
      const { currency } = await companyContext(tx);
      return c.json({ items: (await movementList(tx, c.req.valid('query'))).map((t) => movementView(t, currency)), currency }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/treasury/movements', access: write, summary: 'Record a receipt, a disbursement (against a chosen account, optional cost centre) or a transfer between treasury accounts; it posts at once', request: jsonBody(movementInput), responses: { 201: jsonResponse(movementOut, 'Created') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      return c.json(movementView(await recordMovement(tx, c.req.valid('json'), who), who.currency), 201);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/treasury/accounts/{id}/statements/preview', access: write, summary: 'Read a bank statement file (CSV or .xlsx, base64) through a column mapping (guessed when omitted): columns, first rows, rows read and row-numbered errors; nothing is saved', request: { params: idParam, ...jsonBody(previewInput) }, responses: { 200: jsonResponse(previewOut, 'Preview') } },
    async (c, { tx }) => {
      await treasuryAccount(tx, c.req.valid('param').id);
      return c.json(await previewStatement(c.req.valid('json'), (await companyContext(tx)).currency), 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/treasury/accounts/{id}/statements', access: write, summary: 'Import a bank statement: every row or nothing (a malformed row is named with its reason)', request: { params: idParam, ...jsonBody(importInput) }, responses: { 201: jsonResponse(statementOut, 'Imported') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const statement = await importStatement(tx, c.req.valid('param').id, c.req.valid('json'), who);
      return c.json(statementView(statement, 0, who.currency), 201);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/treasury/statements/{id}', access: read, summary: 'A statement’s reconciliation: its lines with their match or a suggestion, unmatched ledger lines, statement and reconciled balances and the difference', request: { params: idParam }, responses: { 200: jsonResponse(reconciliationOut, 'Reconciliation') } },
    async (c, { tx }) => c.json(await reconciliationView(tx, c.req.valid('param').id, (await companyContext(tx)).currency), 200),
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/treasury/statements/{id}/matches', access: write, summary: 'Confirm matches of statement lines with ledger lines (same amount, each line once), all or none', request: { params: idParam, ...jsonBody(matchInput) }, responses: { 200: jsonResponse(reconciliationOut, 'Reconciliation') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const id = c.req.valid('param').id;
      await confirmMatches(tx, id, c.req.valid('json').matches, who);
      return c.json(await reconciliationView(tx, id, who.currency), 200);
    },
  );

  tenantRoute(
    app,
    { method: 'delete', path: '/api/treasury/statement-lines/{id}/match', access: write, summary: 'Undo a statement line’s match', request: { params: idParam }, responses: { 200: jsonResponse(reconciliationOut, 'Reconciliation') } },
    async (c, { tx }) => {
      const statementId = await unmatchLine(tx, c.req.valid('param').id);
      return c.json(await reconciliationView(tx, statementId, (await companyContext(tx)).currency), 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/treasury/statement-lines/{id}/entry', access: write, summary: 'Create the missing entry of a statement line (bank charges, interest): a receipt or disbursement against the chosen account, posted and matched to the line', request: { params: idParam, ...jsonBody(createEntryInput) }, responses: { 201: jsonResponse(z.object({ movement: movementOut, reconciliation: reconciliationOut }), 'Created') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const { movement, statementId } = await createEntryFromLine(tx, c.req.valid('param').id, c.req.valid('json'), who);
      return c.json({ movement: movementView(movement, who.currency), reconciliation: await reconciliationView(tx, statementId, who.currency) }, 201);
    },
  );
}
