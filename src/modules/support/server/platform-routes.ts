// /api/platform/support/*: the platform team sees every company's tickets, assigns, answers and
// moves them on. Writes run through platformWrite (audited with the super admin as actor).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { eq, inArray, sql } from 'drizzle-orm';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { badRequest } from '../../../server/http/errors';
import { jsonResponse } from '../../../server/http/openapi';
import { platformRoute } from '../../../server/http/route';
import { platformWrite } from '../../../server/platform/audited';
import { companies, userRoles, users } from '../../../server/db/schema';
import { staffReplySchema, ticketListQuery, ticketUpdateSchema } from '../schemas';
import { notifyAuthor } from './notify';
import { addReply, listTickets, loadTicket, ticketWithReplies, updateTicket } from './service';
import { supportTickets } from './tables';
import { platformTicketListOut, platformTicketThreadOut, staffListOut, ticketOut, ticketReplyOut } from './output-schemas';

const idParam = z.object({ id: z.string().uuid('not_found') });
const json = <T extends z.ZodTypeAny>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const originOf = (c: { req: { header: (n: string) => string | undefined; url: string } }) => c.req.header('origin') ?? new URL(c.req.url).origin;

export function supportPlatformRoutes(app: OpenAPIHono<AppEnv>) {
  platformRoute(
    app,
    {
      method: 'get',
      path: '/api/platform/support/tickets',
      access: access.superAdmin,
      summary: 'Tickets of every company with counts by status; filter by status, priority, company, search',
      request: { query: ticketListQuery },
      responses: { 200: jsonResponse(platformTicketListOut, 'Tickets') },
    },
    async (c, { db }) => {
      const rows = await db.transaction((tx) => listTickets(tx, c.req.valid('query')));
      const ids = [...new Set(rows.map((r) => r.companyId))];
      const names = ids.length ? await db.select({ id: companies.id, name: companies.name, nameAr: companies.nameAr }).from(companies).where(inArray(companies.id, ids)) : [];
      const byId = new Map(names.map((n) => [n.id, n]));
      const counts = await db.select({ status: supportTickets.status, n: sql<number>`count(*)::int` }).from(supportTickets).groupBy(supportTickets.status);
      return c.json(
        {
          items: rows.map((r) => ({ ...r, companyName: byId.get(r.companyId)?.name ?? null, companyNameAr: byId.get(r.companyId)?.nameAr ?? null })),
          counts: Object.fromEntries(counts.map((x) => [x.status, Number(x.n)])),
        },
        200,
      );
    },
  );

  platformRoute(
    app,
    { method: 'get', path: '/api/platform/support/staff', access: access.superAdmin, summary: 'The platform team members a ticket can be assigned to', responses: { 200: jsonResponse(staffListOut, 'Staff') } },
    async (c, { db }) => {
      const rows = await db.select({ id: users.id, name: users.name, email: users.email }).from(userRoles).innerJoin(users, eq(users.id, userRoles.userId)).where(eq(userRoles.role, 'super_admin'));
      return c.json({ items: rows }, 200);
    },
  );

  platformRoute(
    app,
    { method: 'get', path: '/api/platform/support/tickets/{id}', access: access.superAdmin, summary: 'One ticket of any company with its reply thread', request: { params: idParam }, responses: { 200: jsonResponse(platformTicketThreadOut, 'Ticket') } },
    async (c, { db }) => {
      const ticket = await db.transaction((tx) => ticketWithReplies(tx, c.req.valid('param').id));
      const [company] = await db.select({ name: companies.name, nameAr: companies.nameAr }).from(companies).where(eq(companies.id, ticket.companyId));
      return c.json({ ...ticket, companyName: company?.name ?? null, companyNameAr: company?.nameAr ?? null }, 200);
    },
  );

  platformRoute(
    app,
    {
      method: 'post',
      path: '/api/platform/support/tickets/{id}/replies',
      access: access.superAdmin,
      summary: 'Answer a ticket (sets the first-response time); the author is notified',
      request: { params: idParam, ...json(staffReplySchema) },
      responses: { 201: jsonResponse(ticketReplyOut, 'Reply') },
    },
    async (c, { db, actor, ip }) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const reply = await platformWrite(db, { actorId: actor!.userId, ip }, async (tx) => {
        const found = await loadTicket(tx, id);
        const created = await addReply(tx, found, { id: actor!.userId, name: actor!.name, email: actor!.email }, true, input.body, input.attachments, input.status);
        await notifyAuthor(tx, originOf(c), found, 'reply');
        return created;
      });
      return c.json(reply, 201);
    },
  );

  platformRoute(
    app,
    {
      method: 'patch',
      path: '/api/platform/support/tickets/{id}',
      access: access.superAdmin,
      summary: 'Change a ticket’s status, priority or assignee; a status change notifies the author',
      request: { params: idParam, ...json(ticketUpdateSchema) },
      responses: { 200: jsonResponse(ticketOut, 'Ticket') },
    },
    async (c, { db, actor, ip }) => {
      const { id } = c.req.valid('param');
      const patch = c.req.valid('json');
      const after = await platformWrite(db, { actorId: actor!.userId, ip }, async (tx) => {
        if (patch.assignedTo) {
          const [staff] = await tx.select({ id: userRoles.id }).from(userRoles).where(sql`${userRoles.userId} = ${patch.assignedTo} and ${userRoles.role} = 'super_admin'`);
          if (!staff) throw badRequest('validation_failed', { assignedTo: 'not_found' });
        }
        const found = await loadTicket(tx, id);
        const updated = await updateTicket(tx, found, patch);
        if (patch.status && patch.status !== found.status) await notifyAuthor(tx, originOf(c), updated, 'status', updated.status);
        return updated;
      });
      return c.json(after, 200);
    },
  );
}
