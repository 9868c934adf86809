// /api/properties: the list (with status counts and a building's occupancy), the map, the lease
// form's picker, one property's page, adding and editing; documents and maintenance are
// registered from here too (one line in src/server/module-routes.ts).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PROPERTY_STATUSES, type PropertyStatus } from '../../../core/leasing';
import { moneyOut } from '../../../core/money';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { companyContext, idParam, likePattern } from '../../../server/http/fields';
import { jsonBody, jsonResponse } from '../../../server/http/openapi';
import { sumCounts } from '../../../server/http/record-counts';
import { tenantRoute } from '../../../server/http/route';
import { propertyDocumentRoutes } from './document-routes';
import { maintenanceRoutes } from './maintenance-routes';
import { propertyDetail } from './property-detail';
import { createProperty, updateProperty } from './property-service';
import { propertyView, rentedUnits, selectProperties, unitsCount } from './property-view';
import { propertyDetailOut, propertyInput, propertyListOut, propertyListQuery, propertyMapOut, propertyMapQuery, propertyOptionsOut, propertyOptionsQuery, propertyOut, propertyPatch } from './schemas';
import { properties } from './tables';
import { inTurn } from '../../../server/db/in-turn';

const READ = 'operations.properties.read' as const;
const WRITE = 'operations.properties.write' as const;

const statusesOf = (list: string | undefined) => (list ?? '').split(',').filter((s): s is PropertyStatus => (PROPERTY_STATUSES as readonly string[]).includes(s));

/** Code, names and district (the stored search_name, trigram-indexed), typo-tolerant on words. */
export function propertyMatch(term: string): SQL {
  const like = likePattern(term);
  const words = /\p{L}/u.test(term) && !/\d/.test(term);
  return or(ilike(properties.searchName, like), ilike(properties.unitNumber, like), words ? sql`${term} <% ${properties.searchName}` : undefined)!;
}

export function propertiesRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/properties',
      access: access.permission(READ),
      summary: 'Properties: search by code, name or district; filter by status, type, owner and level (top-level, units, all); sort; paginate; counts by status',
      request: { query: propertyListQuery },
      responses: { 200: jsonResponse(propertyListOut, 'Properties') },
    },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const ctx = await companyContext(tx);
      const statuses = statusesOf(q.status);
      // Every filter but the status: the chips count what these match.
      const narrowing: SQL[] = [];
      if (q.level === 'top') narrowing.push(isNull(properties.parentId));
      if (q.level === 'units') narrowing.push(isNotNull(properties.parentId));
      if (q.type) narrowing.push(eq(properties.propertyType, q.type));
      if (q.ownerId) narrowing.push(eq(properties.ownerId, q.ownerId));
      if (q.search) narrowing.push(propertyMatch(q.search));
      const where = statuses.length ? [...narrowing, inArray(properties.status, statuses)] : narrowing;
      const sorts = { code: properties.propertyCode, name: properties.nameAr, rent: properties.rentPrice, created: properties.createdAt, status: properties.status };
      const order = q.dir === 'desc' ? sql`${sorts[q.sort]} desc nulls last` : sql`${sorts[q.sort]} asc nulls last`;
      const [rows, grouped] = await inTurn([
        () => selectProperties(tx).where(and(...where)).orderBy(order, asc(properties.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
        () => tx.select({ key: properties.status, n: count() }).from(properties).where(and(...narrowing)).groupBy(properties.status),
      ]);
      const counts = Object.fromEntries(grouped.map((r) => [r.key, r.n]));
      const total = sumCounts(counts, (status) => !statuses.length || (statuses as string[]).includes(status));
      return c.json({ items: rows.map((r) => propertyView(r, ctx)), total, page: q.page, pageSize: q.pageSize, counts }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/properties/map',
      access: access.permission(READ),
      summary: 'Every active property with coordinates, for the map (a unit standing where its building stands is shown by the building)',
      request: { query: propertyMapQuery },
      responses: { 200: jsonResponse(propertyMapOut, 'Map rows') },
    },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const { currency } = await companyContext(tx);
      const statuses = statusesOf(q.status);
      const rows = await tx
        .select({
          id: properties.id,
          propertyCode: properties.propertyCode,
          parentId: properties.parentId,
          nameAr: properties.nameAr,
          nameEn: properties.nameEn,
          propertyType: properties.propertyType,
          status: properties.status,
          rentPrice: properties.rentPrice,
          city: properties.city,
          district: properties.district,
          latitude: properties.latitude,
          longitude: properties.longitude,
          unitsCount,
          rentedUnits,
        })
        .from(properties)
        .where(
          and(
            eq(properties.isActive, true),
            isNotNull(properties.latitude),
            sql`(${properties.parentId} is null or not exists (select 1 from properties b where b.id = properties.parent_id and b.latitude = properties.latitude and b.longitude = properties.longitude))`,
            q.type ? eq(properties.propertyType, q.type) : undefined,
            statuses.length ? inArray(properties.status, statuses) : undefined,
          ),
        )
        .orderBy(asc(properties.propertyCode))
        .limit(5000);
      const { mapTileUrl, mapTileAttribution } = c.get('deps').config;
      const tiles = { url: mapTileUrl, attribution: mapTileAttribution };
      return c.json({ items: rows.map((r) => ({ ...r, latitude: r.latitude!, longitude: r.longitude!, rentPrice: moneyOut(r.rentPrice, currency) })), currency, tiles }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/properties/options',
      access: access.permission(READ),
      summary: 'The property picker: properties and units by code or name; `leasable=1` keeps only those a lease can start on',
      request: { query: propertyOptionsQuery },
      responses: { 200: jsonResponse(propertyOptionsOut, 'Options') },
    },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const { currency } = await companyContext(tx);
      const building = sql<string | null>`(select b.name_ar from properties b where b.id = properties.parent_id)`;
      const buildingEn = sql<string | null>`(select b.name_en from properties b where b.id = properties.parent_id)`;
      const blocked = sql<boolean>`exists (select 1 from property_maintenance m where m.property_id = properties.id and m.blocks_leasing and m.status in ('open','assigned','in_progress'))`;
      const leasable = sql<boolean>`(${properties.isActive} and ${properties.status} <> 'sold' and ${unitsCount} = 0 and not ${blocked})`;
      const rows = await tx
        .select({
          id: properties.id,
          propertyCode: properties.propertyCode,
          unitNumber: properties.unitNumber,
          nameAr: properties.nameAr,
          nameEn: properties.nameEn,
          parentId: properties.parentId,
          buildingNameAr: building,
          buildingNameEn: buildingEn,
          propertyType: properties.propertyType,
          status: properties.status,
          usage: properties.usage,
          rentPrice: properties.rentPrice,
          leasable: leasable.mapWith(Boolean),
        })
        .from(properties)
        .where(and(eq(properties.isActive, true), q.search ? propertyMatch(q.search) : undefined, q.leasable === '1' ? leasable : undefined))
        .orderBy(q.search ? sql`word_similarity(${q.search}, ${properties.searchName}) desc` : asc(properties.propertyCode), asc(properties.propertyCode))
        .limit(20);
      return c.json({ items: rows.map((r) => ({ ...r, rentPrice: moneyOut(r.rentPrice, currency) })), currency }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/properties/{id}',
      access: access.permission(READ),
      summary: 'One property: facts, owner, building or units with their tenants, occupancy, leases, rent due and collected this year, maintenance, documents and photos',
      request: { params: idParam },
      responses: { 200: jsonResponse(propertyDetailOut, 'Property') },
    },
    async (c, { tx }) => c.json(await propertyDetail(tx, c.req.valid('param').id), 200),
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/properties',
      access: access.permission(WRITE),
      summary: 'Add a property, or a unit of a building (parentId): numbered PRP-00001 unless a free code is given; a unit takes its building’s owner, address and coordinates',
      request: jsonBody(propertyInput),
      responses: { 201: jsonResponse(propertyOut, 'Created') },
    },
    async (c, { tx, companyId, actor }) => {
      const ctx = await companyContext(tx);
      const row = await createProperty(tx, c.req.valid('json'), { ...ctx, companyId, userId: actor.userId });
      return c.json(propertyView((await selectProperties(tx).where(eq(properties.id, row.id)))[0]!, ctx), 201);
    },
  );

  tenantRoute(
    app,
    {
      method: 'patch',
      path: '/api/properties/{id}',
      access: access.permission(WRITE),
      summary: 'Edit a property; the status only among the manual ones, and never away from rented (the leases decide that)',
      request: { params: idParam, ...jsonBody(propertyPatch) },
      responses: { 200: jsonResponse(propertyOut, 'Property') },
    },
    async (c, { tx, companyId, actor }) => {
      const { id } = c.req.valid('param');
      const ctx = await companyContext(tx);
      await updateProperty(tx, id, c.req.valid('json'), { ...ctx, companyId, userId: actor.userId });
      return c.json(propertyView((await selectProperties(tx).where(eq(properties.id, id)))[0]!, ctx), 200);
    },
  );

  propertyDocumentRoutes(app);
  maintenanceRoutes(app);
}
