// /api/finance/setup (the accounting wizard: its state, and applying it in one transaction) and
// /api/finance/chart-templates (a template's accounts and default mappings, before applying).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { access } from '../../../../server/http/access';
import type { AppEnv } from '../../../../server/http/env';
import { amount, isoDate } from '../../../../server/http/fields';
import { jsonBody, jsonResponse } from '../../../../server/http/openapi';
import { tenantRoute } from '../../../../server/http/route';
import { ACCOUNT_TYPES } from '../../../../core/finance';
import { TEMPLATE_IDS } from '../templates';
import { applySetup, setupState, templatePreview } from './service';

const templateId = z.enum(TEMPLATE_IDS);
const setupStateOut = z
  .object({
    setupDone: z.boolean().describe('The wizard (or the demo seed) finished: /finance stops offering it'),
    template: templateId.nullable(),
    fiscalYearStartMonth: z.number().int(),
    accountCount: z.number().int(),
    hasEntries: z.boolean(),
    canApplyTemplate: z.boolean().describe('False once any journal entry exists'),
    suggestedTemplate: templateId,
    templates: z.array(z.object({ id: templateId, nameAr: z.string(), nameEn: z.string(), accountCount: z.number().int() })),
  })
  .openapi('FinanceSetupState');
const templateOut = z.object({
  id: templateId,
  accounts: z.array(z.object({ code: z.string(), nameAr: z.string(), nameEn: z.string(), accountType: z.enum(ACCOUNT_TYPES), isHeader: z.boolean(), parentCode: z.string().nullable() })),
  mappings: z.array(z.object({ key: z.string(), nameAr: z.string(), nameEn: z.string(), accountCode: z.string() })),
});
const code = z.string().trim().min(1, 'required').max(20, 'too_long');
const setupInput = z
  .object({
    template: templateId,
    fiscalYearStartMonth: z.number().int().min(1).max(12),
    openingDate: isoDate,
    openingBalances: z.array(z.object({ code, debit: amount.nullable().optional(), credit: amount.nullable().optional() }).strict()).max(1000).default([]),
    mappings: z.record(z.string(), code).default({}),
  })
  .strict();

export function setupRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    { method: 'get', path: '/api/finance/setup', access: access.permission('finance.accounts.read'), summary: 'Where the accounting setup stands: done or not, template, fiscal-year start, whether a template may still be applied', responses: { 200: jsonResponse(setupStateOut, 'Setup state') } },
    async (c, { tx, companyId }) => c.json(await setupState(tx, companyId), 200),
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/finance/chart-templates',
      access: access.permission('finance.accounts.read'),
      summary: 'A chart template’s accounts and default mappings (the wizard shows them before applying)',
      request: { query: z.object({ template: templateId.default('generic') }) },
      responses: { 200: jsonResponse(templateOut, 'Template') },
    },
    async (c) => c.json(templatePreview(c.req.valid('query').template), 200),
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/finance/setup',
      access: access.permission('finance.accounts.write'),
      summary: 'Apply the wizard: template, fiscal-year start, mappings and posted opening balances, in one transaction; refused once entries exist',
      request: jsonBody(setupInput),
      responses: { 200: jsonResponse(setupStateOut.extend({ openingEntryId: z.string().nullable(), historyPosted: z.number().int().describe('Entries posted for events recorded before the books were set up') }), 'Applied') },
    },
    async (c, { tx, companyId, actor }) => {
      const { openingEntryId, historyPosted } = await applySetup(tx, companyId, actor.userId, c.req.valid('json'));
      return c.json({ ...(await setupState(tx, companyId)), openingEntryId, historyPosted }, 200);
    },
  );
}
