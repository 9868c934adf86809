// /api/admin/audit-log and /api/admin/system-log: the company's audit trail, read only (nothing
// here or anywhere writes or deletes it: app_user may only select audit_log, and the trigger
// writes it). The log is the company admin's (spec §2 /audit); a record's own history is for
// whoever may read that record (the activity tab of its page).
import type { OpenAPIHono } from '@hono/zod-openapi';
import ExcelJS from 'exceljs';
import { AUDITED_ENTITIES, entityLabel } from '../../../core/audit/labels';
import { checkPermission, type PermissionId } from '../../../core/permissions';
import { accessSubject } from '../../../server/tenancy/actor';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { AppError, notFound } from '../../../server/http/errors';
import { companyContext } from '../../../server/http/fields';
import { fileResponse, jsonResponse, XLSX } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { auditFilters, auditLogPage, systemLogPage, type AuditEntry } from './audit-log';
import { auditFiltersOut, auditLogOut, auditLogQuery, recordHistoryParams, systemLogOut, systemLogQuery } from './audit-schemas';

/** The record kinds whose pages show their history, and what reading one takes. */
const RECORD_READ: Record<string, PermissionId> = {
  vehicles: 'fleet.vehicles.read',
  vehicle_maintenance: 'fleet.maintenance.read',
  dispatch_permits: 'fleet.dispatch_permits.read',
  traffic_violations: 'fleet.violations.read',
  vehicle_inspections: 'fleet.vehicles.read',
  financing_agreements: 'fleet.installments.read',
  customers: 'operations.customers.read',
  quotations: 'operations.quotations.read',
  contracts: 'operations.contracts.read',
  invoices: 'finance.invoices.read',
  payments: 'finance.payments.read',
  journal_entries: 'finance.journal_entries.read',
  employees: 'hr.employees.read',
  properties: 'operations.properties.read',
  property_owners: 'operations.owners.read',
  leases: 'operations.contracts.read',
};

const EXPORT_ROWS = 20_000;

export function auditRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/audit-log',
      access: access.companyAdmin,
      summary: 'The audit log: every insert, update and delete with who, when, from where and the changed fields; filters by person, record kind, action, record, days and text; newest first in keyset pages (`before` = the previous page’s `next`)',
      request: { query: auditLogQuery },
      responses: { 200: jsonResponse(auditLogOut, 'Audit log') },
    },
    async (c, { tx, lang }) => {
      const { timezone } = await companyContext(tx);
      return c.json(await auditLogPage(tx, c.req.valid('query'), timezone, lang), 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/audit-log/export',
      access: access.companyAdmin,
      summary: `The audit log with the same filters as an Excel workbook (newest first, up to ${EXPORT_ROWS} changes)`,
      request: { query: auditLogQuery.omit({ before: true, limit: true }) },
      responses: { 200: fileResponse('Audit log workbook', XLSX) },
    },
    async (c, { tx, lang }) => {
      const { timezone } = await companyContext(tx);
      const { items } = await auditLogPage(tx, { ...c.req.valid('query'), limit: EXPORT_ROWS }, timezone, lang);
      const file = await auditWorkbook(items, lang, timezone);
      return c.body(new Uint8Array(file), 200, { 'Content-Type': XLSX, 'Content-Disposition': 'attachment; filename="audit-log.xlsx"', 'Cache-Control': 'private, no-store' });
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/audit-log/filters',
      access: access.companyAdmin,
      summary: 'The audit page’s filter choices: the company’s people, the record kinds, the system log’s categories',
      responses: { 200: jsonResponse(auditFiltersOut, 'Filters') },
    },
    async (c, { tx, lang }) => c.json(await auditFilters(tx, lang, AUDITED_ENTITIES), 200),
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/system-log',
      access: access.companyAdmin,
      summary: 'The system log: sign-ins, sign-outs, refused sign-ins, a super admin’s browsing and platform changes; newest first in keyset pages',
      request: { query: systemLogQuery },
      responses: { 200: jsonResponse(systemLogOut, 'System log') },
    },
    async (c, { tx, lang }) => {
      const { timezone } = await companyContext(tx);
      return c.json(await systemLogPage(tx, c.req.valid('query'), timezone, lang), 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/audit-log/records/{entity}/{id}',
      access: access.member,
      summary: 'One record’s history (its page’s activity tab), for whoever may read the record; 404 when the company has no such record',
      request: { params: recordHistoryParams, query: auditLogQuery.pick({ before: true, limit: true }) },
      responses: { 200: jsonResponse(auditLogOut, 'History') },
    },
    async (c, { tx, lang, actor }) => {
      const { entity, id } = c.req.valid('param');
      const needed = RECORD_READ[entity];
      if (!needed) throw notFound();
      const allowed = checkPermission(accessSubject(actor), needed);
      if (!allowed.ok) throw new AppError(403, allowed.reason);
      const { timezone } = await companyContext(tx);
      const page = await auditLogPage(tx, { ...c.req.valid('query'), entity, recordId: id }, timezone, lang);
      // Another company's record has no rows here (row-level security): it does not exist.
      if (!page.items.length && !c.req.valid('query').before) throw notFound();
      return c.json(page, 200);
    },
  );
}

async function auditWorkbook(items: AuditEntry[], lang: 'ar' | 'en', timezone: string): Promise<Buffer> {
  const ar = lang === 'ar';
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(ar ? 'سجل التدقيق' : 'Audit log', { views: [{ rightToLeft: ar, state: 'frozen', ySplit: 1 }] });
  const actions = { insert: ar ? 'إضافة' : 'Created', update: ar ? 'تعديل' : 'Changed', delete: ar ? 'حذف' : 'Deleted' };
  const time = new Intl.DateTimeFormat(ar ? 'ar-u-nu-latn' : 'en-GB', { timeZone: timezone, dateStyle: 'short', timeStyle: 'medium' });
  const header = ws.addRow(ar ? ['الوقت', 'الشخص', 'الإجراء', 'النوع', 'السجل', 'الحقل', 'قبل', 'بعد', 'عنوان IP'] : ['Time', 'Person', 'Action', 'Kind', 'Record', 'Field', 'Before', 'After', 'IP address']);
  header.font = { bold: true };
  for (const e of items) {
    const who = e.browsedBy ? `${e.actor?.name ?? ''} (${ar ? 'دعم المنصة' : 'platform support'})` : (e.actor?.name ?? (ar ? 'النظام' : 'System'));
    const base = [time.format(new Date(e.at)), who, actions[e.action], e.entityLabel ?? entityLabel(e.entity, lang), e.recordId ?? ''];
    if (!e.changes.length) ws.addRow([...base, '', '', '', e.ip ?? '']);
    for (const change of e.changes) ws.addRow([...base, change.label, change.before ?? '', change.after ?? '', e.ip ?? '']);
  }
  [20, 24, 10, 20, 38, 24, 30, 30, 16].forEach((w, i) => (ws.getColumn(i + 1).width = w));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
