// /api/owners: the list (search, type and active filters, balance due), the picker's options,
// one owner with their properties, payouts and this year's figures, create and edit.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import { queryRows, type Tx } from '../../../server/db/client';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { companyContext, idParam, likePattern } from '../../../server/http/fields';
import { jsonBody, jsonResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import type { PropertyStatus, PropertyType } from '../../../core/leasing';
import { moneyOut } from '../../../core/money';
import { ownerDetailOut, ownerInput, ownerListOut, ownerListQuery, ownerOptionsOut, ownerOptionsQuery, ownerOut, ownerPatch, type ownedPropertyOut } from './schemas';
import { createOwner, ownerBalances, ownerStatement, requireOwner, updateOwner } from './service';
import { ownerStatementRoutes } from './statement-routes';
import { ownerPayouts, propertyOwners } from './tables';
import { ownerView, payoutView } from './views';
import { inTurn } from '../../../server/db/in-turn';


/** Words match the names (typo-tolerant), anything else the code as typed. */
function ownerMatch(term: string): SQL {
  return or(ilike(propertyOwners.searchName, likePattern(term)), sql`${term} <% ${propertyOwners.searchName}`)!;
}

/** How many properties an owner holds, a building's units counted with it rather than apart. */
const propertiesCount = sql<number>`(select count(*) from properties p
  where p.owner_id = "property_owners"."id" and not exists (select 1 from properties b where b.id = p.parent_id and b.owner_id = p.owner_id))::int`;

export function ownersRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/owners',
      access: access.permission('operations.owners.read'),
      summary: 'Owners: search by name or code, type and active filters, each with properties and balance due today',
      request: { query: ownerListQuery },
      responses: { 200: jsonResponse(ownerListOut, 'Owners') },
    },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const ctx = await companyContext(tx);
      const scope: SQL[] = [];
      if (q.type !== 'all') scope.push(eq(propertyOwners.ownerType, q.type));
      if (q.search) scope.push(ownerMatch(q.search));
      const status = q.status === 'all' ? undefined : eq(propertyOwners.isActive, q.status === 'active');
      const filter = and(...scope, status);
      const sorts = { name: propertyOwners.nameAr, code: propertyOwners.ownerCode, created: propertyOwners.createdAt };
      const order = q.search ? [sql`word_similarity(${q.search}, ${propertyOwners.searchName}) desc`, asc(propertyOwners.ownerCode)] : [q.dir === 'desc' ? desc(sorts[q.sort]) : asc(sorts[q.sort]), asc(propertyOwners.id)];
      const [rows, [counts]] = await inTurn([
        () => tx
          .select({ owner: propertyOwners, propertiesCount })
          .from(propertyOwners)
          .where(filter)
          .orderBy(...order)
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        // The chips count within the type and search, whatever chip is chosen.
        () => tx
          .select({ all: count(), active: sql<number>`(count(*) filter (where ${propertyOwners.isActive}))::int`, inactive: sql<number>`(count(*) filter (where not ${propertyOwners.isActive}))::int` })
          .from(propertyOwners)
          .where(and(...scope)),
      ]);
      const balances = await ownerBalances(tx, rows.map((r) => r.owner.id), ctx.today, ctx.currency);
      const total = q.status === 'all' ? counts!.all : counts![q.status];
      return c.json(
        {
          items: rows.map((r) => ({ ...ownerView(r.owner), propertiesCount: r.propertiesCount, balance: balances.get(r.owner.id) ?? moneyOut('0', ctx.currency)! })),
          total,
          page: q.page,
          pageSize: q.pageSize,
          currency: ctx.currency,
          counts: counts!,
        },
        200,
      );
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/owners/options',
      access: access.permission('operations.owners.read'),
      summary: "The owner picker's choices: active owners matching a name or code",
      request: { query: ownerOptionsQuery },
      responses: { 200: jsonResponse(ownerOptionsOut, 'Owners') },
    },
    async (c, { tx }) => {
      const { search } = c.req.valid('query');
      const rows = await tx
        .select({ id: propertyOwners.id, ownerCode: propertyOwners.ownerCode, nameAr: propertyOwners.nameAr, nameEn: propertyOwners.nameEn, commissionRate: propertyOwners.commissionRate, ownerType: propertyOwners.ownerType })
        .from(propertyOwners)
        .where(and(eq(propertyOwners.isActive, true), search ? ownerMatch(search) : undefined))
        .orderBy(...(search ? [sql`word_similarity(${search}, ${propertyOwners.searchName}) desc`] : []), asc(propertyOwners.nameAr))
        .limit(20);
      return c.json({ items: rows.map((r) => ({ ...r, ownerType: r.ownerType as 'individual' | 'company' })) }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/owners',
      access: access.permission('operations.owners.write'),
      summary: 'Add an owner (civil ID for a person, commercial registration for a company, never twice; IBAN checked)',
      request: jsonBody(ownerInput),
      responses: { 201: jsonResponse(ownerOut, 'Created') },
    },
    async (c, { tx, companyId, actor }) => c.json(ownerView(await createOwner(tx, { companyId, userId: actor.userId }, c.req.valid('json'))), 201),
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/owners/{id}',
      access: access.permission('operations.owners.read'),
      summary: "One owner: properties (a building's units counted with it), payouts and this year's statement totals",
      request: { params: idParam },
      responses: { 200: jsonResponse(ownerDetailOut, 'Owner') },
    },
    async (c, { tx }) => {
      const owner = await requireOwner(tx, c.req.valid('param').id);
      const ctx = await companyContext(tx);
      const year = { from: `${ctx.today.slice(0, 4)}-01-01`, to: ctx.today };
      const [owned, payouts, statement] = await inTurn([() => ownedProperties(tx, owner.id), () => tx.select().from(ownerPayouts).where(eq(ownerPayouts.ownerId, owner.id)).orderBy(desc(ownerPayouts.payoutDate), desc(ownerPayouts.payoutNumber)).limit(100), () => ownerStatement(tx, owner.id, year, ctx.currency)]);
      return c.json({ ...ownerView(owner), currency: ctx.currency, properties: owned, payouts: payouts.map((p) => payoutView(p, ctx.currency)), year: { ...year, ...statement.totals } }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'patch',
      path: '/api/owners/{id}',
      access: access.permission('operations.owners.write'),
      summary: 'Edit an owner (commission changes apply to rent billed from now on)',
      request: { params: idParam, ...jsonBody(ownerPatch) },
      responses: { 200: jsonResponse(ownerOut, 'Owner') },
    },
    async (c, { tx }) => c.json(ownerView(await updateOwner(tx, c.req.valid('param').id, c.req.valid('json'))), 200),
  );

  ownerStatementRoutes(app);
}

async function ownedProperties(tx: Tx, ownerId: string) {
  const rows = await queryRows<Omit<z.infer<typeof ownedPropertyOut>, 'propertyType' | 'status'> & { propertyType: string; status: string }>(
    tx,
    sql`select p.id, p.property_code as "propertyCode", p.name_ar as "nameAr", p.name_en as "nameEn", p.unit_number as "unitNumber", p.parent_id as "parentId",
               p.property_type as "propertyType", p.status, p.city, p.district,
               (select count(*) from properties u where u.parent_id = p.id and u.owner_id = p.owner_id)::int as units,
               (select count(*) from properties u where u.parent_id = p.id and u.owner_id = p.owner_id and u.status = 'rented')::int as "rentedUnits"
        from properties p
        where p.owner_id = ${ownerId} and not exists (select 1 from properties b where b.id = p.parent_id and b.owner_id = p.owner_id)
        order by p.property_code`,
  );
  return rows.map((r) => ({ ...r, propertyType: r.propertyType as PropertyType, status: r.status as PropertyStatus }));
}
