// /api/alerts: the bell's merged list (spec §3 unified alerts: vehicle alerts, the user's
// notifications, smart alerts), its head-only counts, and acknowledge / read / confirm all.
// Open to every member; each source shows only to whoever may read its records.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { mergeAlerts } from '../../../core/alerts';
import { checkPermission } from '../../../core/permissions';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { companyContext, idParam } from '../../../server/http/fields';
import { jsonResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { accessSubject, type Actor } from '../../../server/tenancy/actor';
import { acknowledgedOut, alertListOut, confirmAllOut, countsOut, readOut } from './schemas';
import { propertyAlertRoutes } from './routes-property';
import { propertyItems } from './sources-property';
import { acknowledgeVehicle, confirmAll, markNotificationRead } from './service';
import { notificationItems, openCounts, smartItems, vehicleAlertItems, type Reach } from './sources';
import { acknowledgeDocument, documentExpiryItems } from './sources-documents';
import { acknowledgeBudget, budgetAlertItems } from './budgets';
import type { DocumentEntityType } from '../../../core/alerts/documents';
import { forbidden } from '../../../server/http/errors';
import { alertsStreamRoute } from './stream';

export function reachOf(actor: Actor): Reach {
  const may = (p: Parameters<typeof checkPermission>[1]) => checkPermission(accessSubject(actor), p).ok;
  // Document-expiry alerts: each kind to whoever may open its records (the owning list's permission).
  const documents = (
    [
      ['vehicle', 'fleet.vehicles.read'],
      ['customer', 'operations.customers.read'],
      ['employee', 'hr.employees.read'],
      ['lease', 'operations.contracts.read'],
    ] as const
  )
    .filter(([, p]) => may(p))
    .map(([kind]): DocumentEntityType => kind);
  return { vehicles: may('fleet.maintenance.read'), invoices: may('finance.invoices.read'), contracts: may('operations.contracts.read'), documents, properties: may('operations.properties.read'), budgets: may('finance.budgets.read') };
}

export function alertsRoutes(app: OpenAPIHono<AppEnv>) {
  alertsStreamRoute(app, reachOf);

  tenantRoute(
    app,
    { method: 'get', path: '/api/alerts', access: access.member, summary: "The alerts panel: open vehicle alerts, the user's unread notifications and smart alerts, most severe first, in the request language", responses: { 200: jsonResponse(alertListOut, 'Alerts') } },
    async (c, { tx, actor, lang }) => {
      const reach = reachOf(actor);
      const now = new Date();
      const ctx = await companyContext(tx, now);
      // One after another: the request's transaction is one connection.
      const vehicle = reach.vehicles ? await vehicleAlertItems(tx, reach, lang) : [];
      const notes = await notificationItems(tx, actor.userId, lang);
      const smart = await smartItems(tx, reach, ctx, lang, now);
      const property = await propertyItems(tx, actor.userId, reach, ctx, lang);
      const counts = await openCounts(tx, actor.userId, reach);
      const documents = await documentExpiryItems(tx, reach, lang);
      const budget = await budgetAlertItems(tx, reach, lang);
      return c.json({ items: mergeAlerts(budget, vehicle, notes, smart, property, documents), counts }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/alerts/count', access: access.member, summary: "Head-only counts for the bell: open vehicle (and later budget) alerts and the user's unread notifications", responses: { 200: jsonResponse(countsOut, 'Counts') } },
    async (c, { tx, actor }) => c.json(await openCounts(tx, actor.userId, reachOf(actor)), 200),
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/alerts/vehicle/{id}/acknowledge', access: access.member, summary: 'Acknowledge one vehicle alert of the company', request: { params: idParam }, responses: { 200: jsonResponse(acknowledgedOut, 'Acknowledged') } },
    async (c, { tx, actor }) => {
      if (!reachOf(actor).vehicles) throw forbidden('forbidden');
      return c.json(await acknowledgeVehicle(tx, c.req.valid('param').id, new Date()), 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/alerts/budget/{id}/acknowledge', access: access.member, summary: 'Acknowledge one budget alert of the company (readers of budgets)', request: { params: idParam }, responses: { 200: jsonResponse(acknowledgedOut, 'Acknowledged') } },
    async (c, { tx, actor }) => {
      if (!reachOf(actor).budgets) throw forbidden('forbidden');
      return c.json(await acknowledgeBudget(tx, c.req.valid('param').id, actor.userId, new Date()), 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/alerts/document/{id}/acknowledge', access: access.member, summary: 'Acknowledge one document-expiry alert of the company (of a kind you may read)', request: { params: idParam }, responses: { 200: jsonResponse(acknowledgedOut, 'Acknowledged') } },
    async (c, { tx, actor }) => c.json(await acknowledgeDocument(tx, c.req.valid('param').id, actor.userId, reachOf(actor), new Date()), 200),
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/alerts/notifications/{id}/read', access: access.member, summary: 'Mark one of your own notifications read', request: { params: idParam }, responses: { 200: jsonResponse(readOut, 'Read') } },
    async (c, { tx, actor }) => c.json(await markNotificationRead(tx, actor.userId, c.req.valid('param').id, new Date()), 200),
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/alerts/confirm-all', access: access.member, summary: "Confirm all: the company's open vehicle (and later budget) alerts and your unread notifications", responses: { 200: jsonResponse(confirmAllOut, 'Confirmed') } },
    async (c, { tx, actor }) => c.json(await confirmAll(tx, actor.userId, reachOf(actor), new Date()), 200),
  );

  propertyAlertRoutes(app, reachOf);
}
