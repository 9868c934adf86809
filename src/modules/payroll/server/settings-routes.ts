// GET/PUT /api/payroll/settings (issue 19): the employer's wage protection identifiers and the
// company's social insurance rate overrides, beside the law's rates they replace.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../server/http/env';
import { access } from '../../../server/http/access';
import { jsonBody, jsonResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { SOCIAL_INSURANCE, WPS_FORMAT } from '../../../core/payroll';
import type { CountryCode } from '../../../core/companies';
import { payrollSettingsOf, savePayrollSettings, type PayrollSettings } from './settings';
import { settingsInput, settingsOut } from './settings-schemas';
import { whoOf } from './who';

const manage = access.permission('hr.payroll.write');

function view(country: CountryCode, row: PayrollSettings | null) {
  const scheme = SOCIAL_INSURANCE[country];
  return {
    country,
    wpsFormat: WPS_FORMAT[country] ?? null,
    wpsEmployerId: row?.wpsEmployerId ?? null,
    wpsPayerId: row?.wpsPayerId ?? null,
    wpsPayerBank: row?.wpsPayerBank ?? null,
    wpsPayerAccount: row?.wpsPayerAccount ?? null,
    wpsLegacyLayout: row?.wpsLegacyLayout ?? false,
    insurance: {
      authority: scheme.authority,
      law: scheme.law,
      branches: scheme.branches.map((b) => ({ id: b.id, name: b.name, covers: b.covers, employee: b.employee, employer: b.employer, ceiling: b.ceiling ?? null, from: b.from ?? null })),
    },
    insuranceOverrides: (row?.insuranceOverrides ?? []).map((o) => ({ branchId: o.branchId, employee: o.employee ?? null, employer: o.employer ?? null, note: o.note ?? null })),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export function payrollSettingsRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    { method: 'get', path: '/api/payroll/settings', access: manage, summary: 'The payroll settings: wage protection (WPS) employer identifiers and the company’s social insurance rates beside the law’s', responses: { 200: jsonResponse(settingsOut, 'Settings') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      return c.json(view(who.country, await payrollSettingsOf(tx)), 200);
    },
  );
  tenantRoute(
    app,
    {
      method: 'put',
      path: '/api/payroll/settings',
      access: manage,
      summary: 'Set the WPS employer identifiers and the social insurance rate overrides (each names a branch of the country’s scheme); runs calculated afterwards use them',
      request: jsonBody(settingsInput),
      responses: { 200: jsonResponse(settingsOut, 'Saved') },
    },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      return c.json(view(who.country, await savePayrollSettings(tx, c.req.valid('json'), who)), 200);
    },
  );
}
