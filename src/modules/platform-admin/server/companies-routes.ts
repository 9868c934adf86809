// /api/platform/companies: the super admin's company management (spec §2, issue 6). This is the
// explicit platform path of ARCHITECTURE.md: it reads across tenants, so every route is
// super-admin only, and every write runs through platformWrite so the audit trigger records it.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { fileResponse, jsonResponse } from '../../../server/http/openapi';
import { notFound } from '../../../server/http/errors';
import { companies } from '../../../server/db/schema';
import { exportCompany, exportDownload, logExport } from '../../../server/platform/company-export';
import { withTenant } from '../../../server/tenancy/with-tenant';
import { eq } from 'drizzle-orm';
import { dateTimeOut } from '../../../server/http/row-schema';
import { platformRoute, type PlatformCtx } from '../../../server/http/route';
import { enqueueMail, invitationMail } from '../../../server/mail';
import { logPlatformAction, platformWrite } from '../../../server/platform/audited';
import { companyListQuery, createCompanySchema, updateCompanySchema } from '../schemas';
import { companyDetail, createCompanyWithAdmin, listCompanies, setSuspended, updateCompany } from './companies-service';

const idParam = z.object({ id: z.string().uuid('not_found') });

const listItem = z.object({
  id: z.string(),
  name: z.string(),
  nameAr: z.string().nullable(),
  businessType: z.string(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  currency: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  subscriptionStatus: z.string(),
  subscriptionPlan: z.string(),
  planName: z.string().nullable(),
  planNameAr: z.string().nullable(),
  trialEndsAt: dateTimeOut.nullable(),
  subscriptionExpiresAt: dateTimeOut.nullable(),
  activeModules: z.array(z.string()),
  createdAt: dateTimeOut,
  usersCount: z.number(),
  recordsCount: z.number(),
});
const detail = listItem.extend({
  usage: z.record(z.string(), z.number()),
  limits: z.record(z.string(), z.number().nullable()),
  admins: z.array(z.object({ userId: z.string(), email: z.string(), firstName: z.string(), lastName: z.string(), firstNameAr: z.string().nullable(), lastNameAr: z.string().nullable() })),
});

/** The super admin (guaranteed by the route's access rule). */
const actorOf = (ctx: PlatformCtx) => ctx.actor!;

export function companyAdminRoutes(app: OpenAPIHono<AppEnv>) {
  platformRoute(
    app,
    {
      method: 'get',
      path: '/api/platform/companies',
      access: access.superAdmin,
      summary: 'All companies ordered by name, with filters and counts of users and records',
      request: { query: companyListQuery },
      responses: { 200: jsonResponse(z.object({ items: z.array(listItem) }), 'Companies') },
    },
    async (c, { db }) => c.json({ items: await listCompanies(db, c.req.valid('query')) }, 200),
  );

  platformRoute(
    app,
    {
      method: 'get',
      path: '/api/platform/companies/{id}',
      access: access.superAdmin,
      summary: 'One company: details, plan limits and usage, its company admins',
      request: { params: idParam },
      responses: { 200: jsonResponse(detail, 'Company') },
    },
    async (c, { db }) => c.json(await companyDetail(db, c.req.valid('param').id), 200),
  );

  // A company's data for the super admin (issue 20): read inside that company's tenant
  // transaction, so row-level security bounds it exactly as for its own admin; logged in the
  // company's system log, so the company sees that the platform took a copy.
  platformRoute(
    app,
    {
      method: 'get',
      path: '/api/platform/companies/{id}/export',
      access: access.superAdmin,
      summary: 'Every record of one company as an Excel workbook with its stored files, in one zip; secrets left out',
      request: { params: idParam },
      responses: { 200: fileResponse('The company’s data', 'application/zip') },
    },
    async (c, { db, actor, ip }) => {
      const { id } = c.req.valid('param');
      const [company] = await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, id));
      if (!company) throw notFound();
      const file = await withTenant(
        db,
        { companyId: id, userId: actor!.userId, realUserId: actor!.userId, ip },
        async (tx) => {
          const made = await exportCompany(tx, c.get('deps').files, company, new Date());
          await logExport(tx, { companyId: id, userId: actor!.userId, ip, byPlatform: true, file: made });
          return made;
        },
        { snapshot: true },
      );
      return exportDownload(file);
    },
  );

  platformRoute(
    app,
    {
      method: 'post',
      path: '/api/platform/companies',
      access: access.superAdmin,
      summary: 'Create a company with its first company_admin, who is invited by email',
      request: { body: { content: { 'application/json': { schema: createCompanySchema } }, required: true } },
      responses: { 201: jsonResponse(z.object({ id: z.string(), adminUserId: z.string(), inviteLink: z.string() }), 'Created') },
    },
    async (c, ctx) => {
      const input = c.req.valid('json');
      const scope = { actorId: actorOf(ctx).userId, ip: ctx.ip };
      const origin = c.req.header('origin') ?? new URL(c.req.url).origin;
      const created = await platformWrite(ctx.db, scope, async (tx) => {
        const result = await createCompanyWithAdmin(tx, input, scope.actorId);
        await logPlatformAction(tx, { ...scope, companyId: result.companyId }, 'company_created', `Company created: ${input.name}`, { adminEmail: input.admin.email });
        const inviteLink = `${origin}/reset-password?token=${result.inviteToken}`;
        // Queued with the company, delivered after commit (ARCHITECTURE.md: no I/O inside a transaction).
        await enqueueMail(tx, invitationMail(input.admin.email, inviteLink, input.nameAr ?? input.name));
        return { ...result, inviteLink };
      });
      return c.json({ id: created.companyId, adminUserId: created.userId, inviteLink: created.inviteLink }, 201);
    },
  );

  platformRoute(
    app,
    {
      method: 'patch',
      path: '/api/platform/companies/{id}',
      access: access.superAdmin,
      summary: 'Edit a company (names, type, country, city, currency, contacts, active modules)',
      request: { params: idParam, body: { content: { 'application/json': { schema: updateCompanySchema } }, required: true } },
      responses: { 200: jsonResponse(detail, 'Company') },
    },
    async (c, ctx) => {
      const { id } = c.req.valid('param');
      await platformWrite(ctx.db, { actorId: actorOf(ctx).userId, ip: ctx.ip, companyId: id }, (tx) => updateCompany(tx, id, c.req.valid('json')));
      return c.json(await companyDetail(ctx.db, id), 200);
    },
  );

  for (const action of ['suspend', 'reactivate'] as const) {
    platformRoute(
      app,
      {
        method: 'post',
        path: `/api/platform/companies/{id}/${action}`,
        access: access.superAdmin,
        summary: action === 'suspend' ? 'Suspend a company: its users are refused, its data kept' : 'Reactivate a suspended company',
        request: { params: idParam, body: { content: { 'application/json': { schema: z.object({ reason: z.string().trim().max(500).optional() }).strict() } }, required: false } },
        responses: { 200: jsonResponse(detail, 'Company') },
      },
      async (c, ctx) => {
        const { id } = c.req.valid('param');
        const body = (c.req.valid('json') as { reason?: string } | undefined) ?? {};
        const scope = { actorId: actorOf(ctx).userId, ip: ctx.ip, companyId: id };
        await platformWrite(ctx.db, scope, async (tx) => {
          await setSuspended(tx, id, action === 'suspend', body.reason || null);
          await logPlatformAction(tx, scope, `company_${action}`, `Company ${action}: ${id}`, { reason: body.reason ?? null });
        });
        return c.json(await companyDetail(ctx.db, id), 200);
      },
    );
  }
}
