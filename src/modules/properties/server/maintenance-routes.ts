// /api/property-maintenance: requests on properties and units (list with status counts, one
// request, add, edit while open) and their moves. Kept apart from /api/properties/{id} so that
// path names one property only.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from '@hono/zod-openapi';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { MAINTENANCE_STATUSES, type MaintenanceAction } from '../../../core/leasing';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { notFound } from '../../../server/http/errors';
import { companyContext, idParam, likePattern } from '../../../server/http/fields';
import { jsonBody, jsonResponse } from '../../../server/http/openapi';
import { sumCounts } from '../../../server/http/record-counts';
import { tenantRoute, type TenantCtx } from '../../../server/http/route';
import { invoices } from '../../billing/server/tables';
import { propertyOwners } from '../../owners/server/tables';
import { maintenanceView, selectMaintenance } from './maintenance-reads';
import { assignInput, cancelInput, completeInput, maintenanceDetailOut, maintenanceInput, maintenanceListOut, maintenanceListQuery, maintenancePatch, maintenanceRowOut } from './maintenance-schemas';
import { createRequest, moveRequest, updateRequest } from './maintenance-service';
import { maintenanceDocuments, properties, propertyMaintenance } from './tables';
import { inTurn } from '../../../server/db/in-turn';

const READ = 'operations.properties.read' as const;
const WRITE = 'operations.properties.write' as const;
const PRIORITY_RANK = sql`case ${propertyMaintenance.priority} when 'urgent' then 4 when 'high' then 3 when 'medium' then 2 else 1 end`;

async function context(tx: TenantCtx['tx'], who: Pick<TenantCtx, 'companyId' | 'actor'>) {
  return { ...(await companyContext(tx)), companyId: who.companyId, userId: who.actor.userId };
}

/** The request with its property, building, owner, the tenant's invoice and its photos. */
async function requestDetail(tx: TenantCtx['tx'], id: string) {
  const [row] = await selectMaintenance(tx).where(eq(propertyMaintenance.id, id));
  if (!row) throw notFound();
  const { currency } = await companyContext(tx);
  const r = row.request;
  const [[property], [invoice], documents] = await inTurn([
    () => tx
      .select({
        id: properties.id,
        propertyCode: properties.propertyCode,
        nameAr: properties.nameAr,
        nameEn: properties.nameEn,
        unitNumber: properties.unitNumber,
        status: properties.status,
        buildingNameAr: sql<string | null>`(select b.name_ar from properties b where b.id = properties.parent_id)`,
        buildingNameEn: sql<string | null>`(select b.name_en from properties b where b.id = properties.parent_id)`,
        ownerNameAr: propertyOwners.nameAr,
        ownerNameEn: propertyOwners.nameEn,
      })
      .from(properties)
      .leftJoin(propertyOwners, eq(propertyOwners.id, sql`coalesce(${r.ownerId}::uuid, ${properties.ownerId})`))
      .where(eq(properties.id, r.propertyId)),
    () => r.invoiceId ? tx.select({ number: invoices.invoiceNumber }).from(invoices).where(eq(invoices.id, r.invoiceId)) : Promise.resolve([]),
    () => tx.select().from(maintenanceDocuments).where(eq(maintenanceDocuments.requestId, id)).orderBy(desc(maintenanceDocuments.createdAt)),
  ]);
  return { ...maintenanceView(row, currency), property: property!, invoiceNumber: invoice?.number ?? null, documents };
}

export function maintenanceRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/property-maintenance',
      access: access.permission(READ),
      summary: 'Maintenance requests: search by number, title or property; filter by status, priority, payer, property (a building with its units); sort; paginate; counts by status',
      request: { query: maintenanceListQuery },
      responses: { 200: jsonResponse(maintenanceListOut, 'Requests') },
    },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const { currency } = await companyContext(tx);
      const statuses = (q.status ?? '').split(',').filter((s) => (MAINTENANCE_STATUSES as readonly string[]).includes(s));
      const narrowing: SQL[] = [];
      if (q.priority) narrowing.push(eq(propertyMaintenance.priority, q.priority));
      if (q.payer) narrowing.push(eq(propertyMaintenance.payer, q.payer));
      if (q.propertyId) narrowing.push(or(eq(propertyMaintenance.propertyId, q.propertyId), eq(properties.parentId, q.propertyId))!);
      if (q.search) {
        const like = likePattern(q.search);
        narrowing.push(or(ilike(propertyMaintenance.requestNumber, like), ilike(propertyMaintenance.title, like), ilike(propertyMaintenance.contractorName, like), ilike(properties.searchName, like))!);
      }
      const where = statuses.length ? [...narrowing, inArray(propertyMaintenance.status, statuses)] : narrowing;
      const sorts = { created: propertyMaintenance.createdAt, number: propertyMaintenance.requestNumber, priority: PRIORITY_RANK, scheduled: propertyMaintenance.scheduledFor, status: propertyMaintenance.status };
      const order = q.dir === 'desc' ? sql`${sorts[q.sort]} desc nulls last` : sql`${sorts[q.sort]} asc nulls last`;
      const [rows, grouped] = await inTurn([
        () => selectMaintenance(tx).where(and(...where)).orderBy(order, desc(propertyMaintenance.createdAt), asc(propertyMaintenance.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
        () => tx.select({ key: propertyMaintenance.status, n: count() }).from(propertyMaintenance).innerJoin(properties, eq(properties.id, propertyMaintenance.propertyId)).where(and(...narrowing)).groupBy(propertyMaintenance.status),
      ]);
      const counts = Object.fromEntries(grouped.map((r) => [r.key, r.n]));
      const total = sumCounts(counts, (status) => !statuses.length || statuses.includes(status));
      return c.json({ items: rows.map((r) => maintenanceView(r, currency)), total, page: q.page, pageSize: q.pageSize, counts }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/property-maintenance/{id}',
      access: access.permission(READ),
      summary: 'One maintenance request with its property, owner, the tenant’s invoice and its photos',
      request: { params: idParam },
      responses: { 200: jsonResponse(maintenanceDetailOut, 'Request') },
    },
    async (c, { tx }) => c.json(await requestDetail(tx, c.req.valid('param').id), 200),
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/property-maintenance',
      access: access.permission(WRITE),
      summary: 'Open a maintenance request (PMR-00001) on a property or unit; one that blocks leasing puts a vacant property in maintenance',
      request: jsonBody(maintenanceInput),
      responses: { 201: jsonResponse(maintenanceRowOut, 'Created') },
    },
    async (c, { tx, companyId, actor }) => {
      const row = await createRequest(tx, c.req.valid('json'), await context(tx, { companyId, actor }));
      const [view] = await selectMaintenance(tx).where(eq(propertyMaintenance.id, row.id));
      return c.json(maintenanceView(view!, (await companyContext(tx)).currency), 201);
    },
  );

  tenantRoute(
    app,
    {
      method: 'patch',
      path: '/api/property-maintenance/{id}',
      access: access.permission(WRITE),
      summary: 'Edit a request while it is not completed or cancelled',
      request: { params: idParam, ...jsonBody(maintenancePatch) },
      responses: { 200: jsonResponse(maintenanceRowOut, 'Request') },
    },
    async (c, { tx, companyId, actor }) => {
      const { id } = c.req.valid('param');
      await updateRequest(tx, id, c.req.valid('json'), await context(tx, { companyId, actor }));
      const [view] = await selectMaintenance(tx).where(eq(propertyMaintenance.id, id));
      return c.json(maintenanceView(view!, (await companyContext(tx)).currency), 200);
    },
  );

  const move = (action: MaintenanceAction, summary: string, schema: z.ZodTypeAny | null) =>
    tenantRoute(
      app,
      {
        method: 'post',
        path: `/api/property-maintenance/{id}/${action}`,
        access: access.permission(WRITE),
        summary,
        request: schema ? { params: idParam, ...jsonBody(schema) } : { params: idParam },
        responses: { 200: jsonResponse(maintenanceRowOut, 'Request') },
      },
      async (c, { tx, companyId, actor }) => {
        const { id } = c.req.valid('param' as never) as { id: string };
        const input = schema ? (c.req.valid('json' as never) as never) : (undefined as never);
        await moveRequest(tx, id, action, input, await context(tx, { companyId, actor }));
        const [view] = await selectMaintenance(tx).where(eq(propertyMaintenance.id, id));
        return c.json(maintenanceView(view!, (await companyContext(tx)).currency), 200);
      },
    );

  move('assign', 'Assign a contractor (name required; phone and date optional)', assignInput);
  move('start', 'Work has started', null);
  move('complete', 'Work is done: the actual cost and the day; posts the cost to whoever pays it (the tenant is invoiced)', completeInput);
  move('cancel', 'Cancel the request (reason required)', cancelInput);
}
