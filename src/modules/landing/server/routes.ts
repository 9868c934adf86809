// /api/platform/landing-content: the super admin creates, edits, reorders, switches on and off
// and deletes the landing page's texts; GET /api/landing-content (public) serves the active ones.
// landing_content is a platform table, so each change is kept in system_logs.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { asc, eq, inArray } from 'drizzle-orm';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { badRequest, notFound } from '../../../server/http/errors';
import { jsonResponse } from '../../../server/http/openapi';
import { rowSchema } from '../../../server/http/row-schema';
import { platformRoute } from '../../../server/http/route';
import { logPlatformAction, platformWrite } from '../../../server/platform/audited';
import type { Database, Tx } from '../../../server/db/client';
import { landingContent } from '../../../server/db/schema';
import { landingContentPatchSchema, landingContentSchema, landingOrderSchema } from '../schemas';

const idParam = z.object({ id: z.string().uuid('not_found') });
/** A landing text as stored, active or not. */
const landingRowOut = rowSchema(landingContent).openapi('LandingContent');
const listOut = z.object({ items: z.array(landingRowOut) });
const json = <T extends z.ZodTypeAny>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

const allRows = (db: Database | Tx) => db.select().from(landingContent).orderBy(asc(landingContent.sortOrder), asc(landingContent.contentKey));

export function landingAdminRoutes(app: OpenAPIHono<AppEnv>) {
  platformRoute(
    app,
    { method: 'get', path: '/api/platform/landing-content', access: access.superAdmin, summary: 'Every landing text, active or not, in display order', responses: { 200: jsonResponse(listOut, 'Texts') } },
    async (c, { db }) => c.json({ items: await allRows(db) }, 200),
  );

  platformRoute(
    app,
    { method: 'post', path: '/api/platform/landing-content', access: access.superAdmin, summary: 'Add a landing text', request: json(landingContentSchema), responses: { 201: jsonResponse(landingRowOut, 'Text') } },
    async (c, { db, actor, ip }) => {
      const input = c.req.valid('json');
      const scope = { actorId: actor!.userId, ip };
      const row = await platformWrite(db, scope, async (tx) => {
        const [created] = await tx.insert(landingContent).values(input).returning();
        await logPlatformAction(tx, scope, 'landing_created', `Landing text added: ${input.contentKey}`, { id: created!.id });
        return created!;
      });
      return c.json(row, 201);
    },
  );

  platformRoute(
    app,
    { method: 'patch', path: '/api/platform/landing-content/{id}', access: access.superAdmin, summary: 'Edit, switch on or off a landing text', request: { params: idParam, ...json(landingContentPatchSchema) }, responses: { 200: jsonResponse(landingRowOut, 'Text') } },
    async (c, { db, actor, ip }) => {
      const { id } = c.req.valid('param');
      const patch = c.req.valid('json');
      const scope = { actorId: actor!.userId, ip };
      const row = await platformWrite(db, scope, async (tx) => {
        const [before] = await tx.select().from(landingContent).where(eq(landingContent.id, id));
        if (!before) throw notFound();
        const [updated] = await tx.update(landingContent).set({ ...patch, updatedAt: new Date() }).where(eq(landingContent.id, id)).returning();
        await logPlatformAction(tx, scope, 'landing_updated', `Landing text edited: ${updated!.contentKey}`, { id, before, patch });
        return updated!;
      });
      return c.json(row, 200);
    },
  );

  platformRoute(
    app,
    { method: 'delete', path: '/api/platform/landing-content/{id}', access: access.superAdmin, summary: 'Delete a landing text', request: { params: idParam }, responses: { 200: jsonResponse(z.object({ ok: z.literal(true) }), 'Deleted') } },
    async (c, { db, actor, ip }) => {
      const { id } = c.req.valid('param');
      const scope = { actorId: actor!.userId, ip };
      await platformWrite(db, scope, async (tx) => {
        const [row] = await tx.delete(landingContent).where(eq(landingContent.id, id)).returning();
        if (!row) throw notFound();
        await logPlatformAction(tx, scope, 'landing_deleted', `Landing text deleted: ${row.contentKey}`, { row });
      });
      return c.json({ ok: true }, 200);
    },
  );

  platformRoute(
    app,
    { method: 'put', path: '/api/platform/landing-content/order', access: access.superAdmin, summary: 'Reorder: every row’s id, first to last', request: json(landingOrderSchema), responses: { 200: jsonResponse(listOut, 'Texts') } },
    async (c, { db, actor, ip }) => {
      const { ids } = c.req.valid('json');
      const scope = { actorId: actor!.userId, ip };
      await platformWrite(db, scope, async (tx) => {
        const existing = await tx.select({ id: landingContent.id }).from(landingContent).where(inArray(landingContent.id, ids));
        const all = await tx.select({ id: landingContent.id }).from(landingContent);
        // The whole list, each once: a partial or stale order would silently shuffle the rest.
        if (existing.length !== ids.length || new Set(ids).size !== ids.length || all.length !== ids.length) throw badRequest('validation_failed', { ids: 'invalid_sort_order' });
        for (const [index, id] of ids.entries()) await tx.update(landingContent).set({ sortOrder: (index + 1) * 10, updatedAt: new Date() }).where(eq(landingContent.id, id));
        await logPlatformAction(tx, scope, 'landing_reordered', 'Landing texts reordered', { ids });
      });
      return c.json({ items: await allRows(db) }, 200);
    },
  );
}
