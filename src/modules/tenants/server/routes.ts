// /api/tenants: the list (search, computed status chips with counts, balance owed), the lookup
// that finds an existing customer before a duplicate is typed, add, read and edit.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../../server/db/client';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { companyContext } from '../../../server/http/fields';
import { jsonBody, jsonResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { moneyOut } from '../../../core/money';
import { customerMatch, customers } from '../../customers/server/service';
import { tenantDetailRoutes } from './detail-routes';
import { tenantInput, tenantListOut, tenantListQuery, tenantMatchOut, tenantMatchQuery, tenantOut, type TenantStatus } from './schemas';
import { createTenant, tenantStatusSql } from './service';
import { tenantProfiles } from './tables';
import { inTurn } from '../../../server/db/in-turn';

const status = tenantStatusSql(sql`${customers.id}`);
const activeLeases = sql<number>`(select count(*) from leases l where l.customer_id = ${customers.id} and l.status = 'active')::int`;
/** What the person owes now: every open invoice (rent, and car rental for a customer of both). */
const balance = sql<string>`(select coalesce(sum(i.total - i.paid_amount), 0) from invoices i where i.customer_id = ${customers.id} and i.status in ('pending', 'partially_paid'))`;

export function tenantsRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/tenants',
      access: access.permission('operations.tenants.read'),
      summary: 'Tenants: search by name, phone or civil ID; status chips (current, former, prospect, blacklisted) with counts; balance owed',
      request: { query: tenantListQuery },
      responses: { 200: jsonResponse(tenantListOut, 'Tenants') },
    },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const ctx = await companyContext(tx);
      const search = q.search ? customerMatch(q.search) : undefined;
      const chip: SQL | undefined = q.status === 'all' ? undefined : q.status === 'blacklisted' ? eq(customers.isBlacklisted, true) : sql`${status} = ${q.status}`;
      const sorts = { created: tenantProfiles.createdAt, name: customers.searchName, number: customers.customerNumber, balance };
      const order = q.search
        ? [sql`word_similarity(${q.search}, ${customers.searchName}) desc`, desc(tenantProfiles.createdAt)]
        : [q.dir === 'desc' ? sql`${sorts[q.sort]} desc` : sql`${sorts[q.sort]} asc`, asc(customers.id)];
      const [rows, [counts]] = await inTurn([
        () => tx
          .select({
            id: customers.id,
            customerNumber: customers.customerNumber,
            customerType: customers.customerType,
            nameAr: customers.nameAr,
            nameEn: customers.nameEn,
            phone: customers.phone,
            civilId: customers.civilId,
            commercialRegister: customers.commercialRegister,
            nationality: customers.nationality,
            employer: tenantProfiles.employer,
            status,
            isBlacklisted: customers.isBlacklisted,
            blacklistReason: customers.blacklistReason,
            activeLeases,
            balance,
          })
          .from(tenantProfiles)
          .innerJoin(customers, eq(customers.id, tenantProfiles.customerId))
          .where(and(search, chip))
          .orderBy(...order)
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        // Every chip's count within the search, whichever chip is chosen.
        () => queryRows<Record<'all' | TenantStatus | 'blacklisted', number>>(
          tx,
          sql`select count(*)::int as "all",
                (count(*) filter (where s.status = 'current'))::int as current,
                (count(*) filter (where s.status = 'former'))::int as former,
                (count(*) filter (where s.status = 'prospect'))::int as prospect,
                (count(*) filter (where s.blacklisted))::int as blacklisted
              from (select ${status} as status, ${customers.isBlacklisted} as blacklisted
                    from ${tenantProfiles} join ${customers} on ${customers.id} = ${tenantProfiles.customerId}
                    ${search ? sql`where ${search}` : sql``}) s`,
        ),
      ]);
      return c.json(
        {
          items: rows.map((r) => ({ ...r, customerType: r.customerType as 'individual' | 'corporate', balance: moneyOut(r.balance, ctx.currency)! })),
          total: counts![q.status],
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
      path: '/api/tenants/matches',
      access: access.permission('operations.tenants.write'),
      summary: 'Customers already recorded with this civil ID, phone or commercial registration (link one instead of typing them twice)',
      request: { query: tenantMatchQuery },
      responses: { 200: jsonResponse(tenantMatchOut, 'Matches') },
    },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const digits = q.phone?.replace(/[^0-9]/g, '') ?? '';
      const civil = q.civilId ? sql`upper(${customers.civilId}) = upper(${q.civilId})` : undefined;
      const cr = q.commercialRegister ? sql`upper(${customers.commercialRegister}) = upper(${q.commercialRegister})` : undefined;
      // The same rule as the customers' duplicate check: spaces and dashes do not make a number different.
      const phone = digits.length >= 6 ? sql`regexp_replace(${customers.phone}, '[^0-9]', '', 'g') = ${digits}` : undefined;
      if (!civil && !cr && !phone) return c.json({ items: [] }, 200);
      const rows = await tx
        .select({
          id: customers.id,
          customerNumber: customers.customerNumber,
          customerType: customers.customerType,
          nameAr: customers.nameAr,
          nameEn: customers.nameEn,
          phone: customers.phone,
          civilId: customers.civilId,
          commercialRegister: customers.commercialRegister,
          isBlacklisted: customers.isBlacklisted,
          // Written out: a one-table select strips the table from columns inside its fields.
          isTenant: sql<boolean>`exists (select 1 from tenant_profiles tp where tp.customer_id = "customers"."id")`,
          matchedOn: sql<'civilId' | 'phone' | 'commercialRegister'>`case when ${civil ?? sql`false`} then 'civilId' when ${cr ?? sql`false`} then 'commercialRegister' else 'phone' end`,
        })
        .from(customers)
        .where(or(civil, cr, phone))
        .orderBy(asc(customers.customerNumber))
        .limit(5);
      return c.json({ items: rows.map((r) => ({ ...r, customerType: r.customerType as 'individual' | 'corporate' })) }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/tenants',
      access: access.permission('operations.tenants.write'),
      summary: 'Add a tenant: link an existing customer (customerId), or add the person as a customer with their tenant profile',
      request: jsonBody(tenantInput),
      responses: { 201: jsonResponse(tenantOut, 'Created') },
    },
    async (c, { tx, companyId, actor }) => c.json(await createTenant(tx, { companyId, userId: actor.userId }, c.req.valid('json')), 201),
  );

  tenantDetailRoutes(app);
}
