// /api/support/*: a company's own tickets (row-level security scopes every query), with the
// reply thread, closing and the satisfaction rating; attachments are uploaded images.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { jsonResponse } from '../../../server/http/openapi';
import { platformRoute, tenantRoute } from '../../../server/http/route';
import type { Executor } from '../../../server/files/file-store';
import { saveImage } from '../../../server/files/storage';
import type { Actor } from '../../../server/tenancy/actor';
import { newTicketSchema, ratingSchema, replySchema, ticketListQuery } from '../schemas';
import { getPlatformSettings } from '../../platform-admin/server/service';
import { queuePlatformNotice } from './notify';
import { addReply, closeTicket, createTicket, listTickets, loadTicket, rateTicket, ticketWithReplies } from './service';

import { ticketOut, ticketReplyOut, ticketThreadOut } from './output-schemas';

const idParam = z.object({ id: z.string().uuid('not_found') });
const json = <T extends z.ZodTypeAny>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const fileSchema = z.custom<File>((v) => v instanceof File, 'required').openapi({ type: 'string', format: 'binary' });

const authorOf = (actor: Actor) => ({ id: actor.userId, name: actor.name, email: actor.email });
const originOf = (c: { req: { header: (n: string) => string | undefined; url: string } }) => c.req.header('origin') ?? new URL(c.req.url).origin;

export function supportCompanyRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    { method: 'get', path: '/api/support/tickets', access: access.member, summary: 'The company’s support tickets, newest activity first', request: { query: ticketListQuery.omit({ companyId: true }) }, responses: { 200: jsonResponse(z.object({ items: z.array(ticketOut) }), 'Tickets') } },
    async (c, { tx }) => c.json({ items: await listTickets(tx, c.req.valid('query')) }, 200),
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/support/tickets', access: access.member, summary: 'Open a ticket (numbered per company); the platform team is notified', request: json(newTicketSchema), responses: { 201: jsonResponse(ticketOut, 'Ticket') } },
    async (c, { tx, actor, companyId }) => {
      const ticket = await createTicket(tx, companyId, authorOf(actor), c.req.valid('json'));
      await queuePlatformNotice(tx, originOf(c), ticket, 'new');
      return c.json(ticket, 201);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/support/tickets/{id}', access: access.member, summary: 'One ticket with its reply thread', request: { params: idParam }, responses: { 200: jsonResponse(ticketThreadOut, 'Ticket') } },
    async (c, { tx }) => c.json(await ticketWithReplies(tx, c.req.valid('param').id), 200),
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/support/tickets/{id}/replies', access: access.member, summary: 'Reply to a ticket; a waiting or resolved ticket goes back to the team', request: { params: idParam, ...json(replySchema) }, responses: { 201: jsonResponse(ticketReplyOut, 'Reply') } },
    async (c, { tx, actor }) => {
      const ticket = await loadTicket(tx, c.req.valid('param').id);
      const input = c.req.valid('json');
      const reply = await addReply(tx, ticket, authorOf(actor), false, input.body, input.attachments);
      await queuePlatformNotice(tx, originOf(c), ticket, 'reply');
      return c.json(reply, 201);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/support/tickets/{id}/close', access: access.member, summary: 'Close a ticket (no more replies)', request: { params: idParam }, responses: { 200: jsonResponse(ticketOut, 'Ticket') } },
    async (c, { tx }) => c.json(await closeTicket(tx, await loadTicket(tx, c.req.valid('param').id)), 200),
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/support/tickets/{id}/rating', access: access.member, summary: 'Rate a resolved ticket from 1 to 5', request: { params: idParam, ...json(ratingSchema) }, responses: { 200: jsonResponse(ticketOut, 'Ticket') } },
    async (c, { tx }) => {
      const { rating, comment } = c.req.valid('json');
      return c.json(await rateTicket(tx, await loadTicket(tx, c.req.valid('param').id), rating, comment), 200);
    },
  );

  // Company users see how to reach the platform team besides tickets (the console's settings).
  platformRoute(
    app,
    {
      method: 'get',
      path: '/api/support/contact',
      access: access.signedIn,
      summary: 'The platform team’s name, support email and phone',
      responses: { 200: jsonResponse(z.object({ name: z.string(), nameAr: z.string(), email: z.string().nullable(), phone: z.string().nullable() }), 'Contact') },
    },
    async (c, { db }) => {
      const settings = await getPlatformSettings(db);
      return c.json({ name: settings.platformName, nameAr: settings.platformNameAr, email: settings.supportEmail, phone: settings.supportPhone }, 200);
    },
  );

  for (const side of ['company', 'platform'] as const) {
    // The same upload for both sides of a ticket; the company's goes through the tenant guard.
    const config = {
      method: 'post' as const,
      path: side === 'company' ? '/api/support/attachments' : '/api/platform/support/attachments',
      summary: 'Upload a screenshot for a ticket (PNG, JPEG or WebP, up to 2 MB)',
      request: { body: { content: { 'multipart/form-data': { schema: z.object({ file: fileSchema }) } }, required: true } },
      responses: { 201: jsonResponse(z.object({ url: z.string(), name: z.string() }), 'Stored') },
    };
    // A company's screenshot belongs to it (row-level security); the platform team's to no company.
    const handler = async (c: Parameters<Parameters<typeof platformRoute<typeof config>>[2]>[0], db: Executor, companyId: string | null) => {
      const { file } = c.req.valid('form');
      const url = await saveImage(c.get('deps').files, db, 'attachments', companyId, file);
      return c.json({ url, name: file.name.slice(0, 200) || 'image' }, 201);
    };
    if (side === 'company') tenantRoute(app, { ...config, access: access.member }, (c, { tx, companyId }) => handler(c, tx, companyId));
    else platformRoute(app, { ...config, access: access.superAdmin }, (c, { db }) => handler(c, db, null));
  }
}
