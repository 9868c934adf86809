// /api/platform/dashboard, /reports (+ Excel) and /settings: the super admin's overview,
// cross-company reports and the platform settings (name, support contact, default plan, trial
// length, SMTP status).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { badRequest, conflict, notFound } from '../../../server/http/errors';
import { idParam } from '../../../server/http/fields';
import { listJobs, retryFailedJob } from '../../../server/jobs';
import { fileResponse, jsonResponse, XLSX } from '../../../server/http/openapi';
import { platformRoute } from '../../../server/http/route';
import { logPlatformAction, platformWrite } from '../../../server/platform/audited';
import { subscriptionPlans } from '../../../server/db/schema';
import { platformSettingsSchema } from '../schemas';
import { dashboard, reports, reportsWorkbook } from './reports-service';
import { getPlatformSettings, savePlatformSettings } from './service';
import { listMailOutbox } from './mail-outbox';
import { jobRetriedOut, jobsOut, mailOutboxOut, platformDashboardOut, platformReportsOut, platformSettingsOut, smtpCheckOut } from './report-schemas';

const monthsQuery = z.object({ months: z.coerce.number().int().min(1).max(36).default(12) });

export function reportAdminRoutes(app: OpenAPIHono<AppEnv>) {
  platformRoute(
    app,
    { method: 'get', path: '/api/platform/dashboard', access: access.superAdmin, summary: 'Companies by type and status, trials ending this week, active users, tickets waiting', responses: { 200: jsonResponse(platformDashboardOut, 'Dashboard') } },
    async (c, { db }) => c.json(await dashboard(db), 200),
  );

  platformRoute(
    app,
    { method: 'get', path: '/api/platform/reports', access: access.superAdmin, summary: 'Sign-ups and revenue by month, usage by company', request: { query: monthsQuery }, responses: { 200: jsonResponse(platformReportsOut, 'Reports') } },
    async (c, { db }) => c.json(await reports(db, c.req.valid('query').months), 200),
  );

  platformRoute(
    app,
    { method: 'get', path: '/api/platform/reports/export', access: access.superAdmin, summary: 'The reports as an Excel workbook (one sheet each)', request: { query: monthsQuery }, responses: { 200: fileResponse('Excel workbook', XLSX) } },
    async (c, { db, lang }) => {
      const file = await reportsWorkbook(await reports(db, c.req.valid('query').months), lang);
      return c.body(new Uint8Array(file), 200, {
        'Content-Type': XLSX,
        'Content-Disposition': `attachment; filename="masar-platform-report-${new Date().toISOString().slice(0, 10)}.xlsx"`,
      });
    },
  );

  platformRoute(
    app,
    { method: 'get', path: '/api/platform/settings', access: access.superAdmin, summary: 'Platform settings and whether mail goes out over SMTP', responses: { 200: jsonResponse(platformSettingsOut, 'Settings') } },
    async (c, { db }) => {
      const settings = await getPlatformSettings(db);
      return c.json({ ...settings, smtp: smtpStatus(c.get('deps').config.smtpUrl) }, 200);
    },
  );

  platformRoute(
    app,
    { method: 'put', path: '/api/platform/settings', access: access.superAdmin, summary: 'Save the platform settings', request: { body: { content: { 'application/json': { schema: platformSettingsSchema } }, required: true } }, responses: { 200: jsonResponse(platformSettingsOut, 'Settings') } },
    async (c, { db, actor, ip }) => {
      const input = c.req.valid('json');
      const scope = { actorId: actor!.userId, ip };
      const saved = await platformWrite(db, scope, async (tx) => {
        const [plan] = await tx.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(and(eq(subscriptionPlans.planCode, input.defaultPlanCode), eq(subscriptionPlans.isActive, true)));
        if (!plan) throw badRequest('validation_failed', { defaultPlanCode: 'unknown_plan' });
        const row = await savePlatformSettings(tx, { ...input, updatedBy: actor!.userId });
        await logPlatformAction(tx, scope, 'settings_updated', 'Platform settings saved', { input });
        return row;
      });
      return c.json({ ...saved, smtp: smtpStatus(c.get('deps').config.smtpUrl) }, 200);
    },
  );

  platformRoute(
    app,
    {
      method: 'get',
      path: '/api/platform/mail-outbox',
      access: access.superAdmin,
      summary: 'The latest 50 messages sent or kept (the link only while undelivered)',
      request: { query: z.object({ search: z.string().trim().max(200).optional() }) },
      responses: { 200: jsonResponse(mailOutboxOut, 'Messages') },
    },
    async (c, { db }) => c.json({ items: await listMailOutbox(db, c.req.valid('query').search || undefined) }, 200),
  );

  platformRoute(
    app,
    {
      method: 'get',
      path: '/api/platform/jobs',
      access: access.superAdmin,
      summary: 'The job queue: counts by state, and the latest 50 jobs that failed, are retrying or running (view=problems) or all',
      request: { query: z.object({ view: z.enum(['problems', 'all']).default('problems') }) },
      responses: { 200: jsonResponse(jobsOut, 'Jobs') },
    },
    async (c, { db }) => c.json(await listJobs(db, c.req.valid('query').view, new Date()), 200),
  );

  platformRoute(
    app,
    {
      method: 'post',
      path: '/api/platform/jobs/{id}/retry',
      access: access.superAdmin,
      summary: 'Queue a failed job again with a fresh round of attempts (409 when it has not failed)',
      request: { params: idParam },
      responses: { 200: jsonResponse(jobRetriedOut, 'Queued again') },
    },
    async (c, { db, actor, ip }) => {
      const { id } = c.req.valid('param');
      const scope = { actorId: actor!.userId, ip };
      const result = await platformWrite(db, scope, async (tx) => {
        const retried = await retryFailedJob(tx, id);
        if (retried === 'not_found') throw notFound();
        if (retried === 'not_failed') throw conflict('job_not_failed');
        await logPlatformAction(tx, scope, 'job_retried', `Job ${retried.kind} queued again`, { jobId: id, kind: retried.kind });
        return retried;
      });
      c.get('deps').jobs.wake();
      return c.json({ id, kind: result.kind, status: 'pending' as const }, 200);
    },
  );

  platformRoute(
    app,
    { method: 'post', path: '/api/platform/settings/smtp-check', access: access.superAdmin, summary: 'Check the SMTP connection (when SMTP_URL is set)', responses: { 200: jsonResponse(smtpCheckOut, 'Result') } },
    async (c) => c.json(await checkSmtp(c.get('deps').config.smtpUrl), 200),
  );
}

/** Never the URL itself (it may carry a password): only whether and where mail goes. */
function smtpStatus(url: string | undefined) {
  if (!url) return { configured: false, host: null };
  try {
    return { configured: true, host: new URL(url).hostname };
  } catch {
    return { configured: true, host: null };
  }
}

async function checkSmtp(url: string | undefined): Promise<{ configured: boolean; ok: boolean; error: string | null }> {
  if (!url) return { configured: false, ok: false, error: null };
  const nodemailer = await import('nodemailer');
  try {
    await nodemailer.createTransport(url).verify();
    return { configured: true, ok: true, error: null };
  } catch (err) {
    return { configured: true, ok: false, error: err instanceof Error ? err.message.slice(0, 200) : 'failed' };
  }
}
