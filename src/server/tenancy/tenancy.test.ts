// Tenancy, enforced once: every table with company_id has RLS enabled and forced with the
// tenant policy; a company's user cannot read or change another company's rows through any
// endpoint; a forged company_id in a body is refused with the spec's message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, companies, moduleSettings } from '../db/schema';
import { registeredRoutes } from '../http/route';
import { queryRows } from '../db/client';
import { withTenant } from './with-tenant';
import { startTestServer, type TestServer } from '../test/test-server';

let t: TestServer;
let rentalCookie: string;
let rentalId: string;
let estateId: string;

beforeAll(async () => {
  t = await startTestServer();
  rentalCookie = await t.signIn('admin@rental.masar.test');
  const all = await t.deps.handle.db.select({ id: companies.id, type: companies.businessType }).from(companies);
  rentalId = all.find((c) => c.type === 'car_rental')!.id;
  estateId = all.find((c) => c.type === 'real_estate')!.id;
});
afterAll(() => t?.stop());

describe('row-level security', () => {
  it('is enabled and forced, with the tenant policy, on every table that has company_id', async () => {
    const rows = await queryRows<{ table_name: string; enabled: boolean; forced: boolean; qual: string | null }>(t.deps.handle.db, sql`
      select c.table_name, cl.relrowsecurity as enabled, cl.relforcerowsecurity as forced, p.qual
      from information_schema.columns c
      join pg_class cl on cl.relname = c.table_name and cl.relnamespace = 'public'::regnamespace
      left join pg_policies p on p.tablename = c.table_name and p.policyname = 'tenant_isolation'
      where c.table_schema = 'public' and c.column_name = 'company_id' and cl.relkind = 'r'
      order by c.table_name`);
    expect(rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(['audit_log', 'employees', 'module_settings', 'profiles', 'system_logs', 'user_permissions', 'user_roles']));
    for (const row of rows) {
      expect({ table: row.table_name, enabled: row.enabled, forced: row.forced }).toEqual({ table: row.table_name, enabled: true, forced: true });
      // The setting as a scalar subquery: read once per statement, not per row (decision 072).
      expect(row.qual, row.table_name).toBe(`(company_id = ( SELECT (NULLIF(current_setting('app.company_id'::text, true), ''::text))::uuid AS "nullif"))`);
    }
  });

  it('app_user cannot bypass it and sees nothing without a tenant', async () => {
    const rows = await queryRows<{ super: boolean; bypass: boolean }>(
      t.deps.handle.db,
      sql`select rolsuper as super, rolbypassrls as bypass from pg_roles where rolname = 'app_user'`,
    );
    expect(rows[0]).toEqual({ super: false, bypass: false });
    const seen = await t.deps.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local role app_user`);
      return (await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from module_settings`))[0];
    });
    expect(seen).toEqual({ n: 0 });
  });

  it('withTenant drops to app_user for the transaction only and sees just its company', async () => {
    const db = t.deps.handle.db;
    const inside = await withTenant(db, { companyId: rentalId, userId: null }, async (tx) => {
      const [who] = await queryRows<{ role: string; company: string }>(tx, sql`select current_user as role, current_setting('app.company_id') as company`);
      const seen = await queryRows<{ company_id: string }>(tx, sql`select distinct company_id from module_settings`);
      const forged = (await queryRows(tx, sql`update module_settings set is_enabled = false where company_id = ${estateId} returning id`)).length;
      const platform = await tx
        .transaction((inner) => inner.execute(sql`select count(*) from users`))
        .then(() => 'allowed', () => 'denied');
      return { who, seen: seen.map((r) => r.company_id), forged, platform };
    });
    expect(inside).toEqual({ who: { role: 'app_user', company: rentalId }, seen: [rentalId], forged: 0, platform: 'denied' });
    const [after] = await queryRows<{ role: string }>(db, sql`select current_user as role`);
    expect(after?.role).not.toBe('app_user');
  });
});

describe('cross-company access', () => {
  it('reads only its own company and module settings', async () => {
    const company = await t.json('GET', '/api/company', { cookie: rentalCookie });
    expect(company.body.id).toBe(rentalId);
    const modules = await t.json('GET', '/api/company/modules', { cookie: rentalCookie });
    const estateModules = await t.deps.handle.db.select().from(moduleSettings).where(eq(moduleSettings.companyId, estateId));
    expect(estateModules.map((m) => m.moduleName)).toContain('properties');
    expect(modules.body.items.map((m: { moduleName: string }) => m.moduleName)).not.toContain('properties');
  });

  it('refuses a forged company_id in any write body with the spec message, and changes nothing', async () => {
    // Super-admin routes name companies on purpose (the console's create, move, record payment).
    const writes = registeredRoutes(t.app).filter((r) => r.method !== 'GET' && r.access !== 'public' && r.access !== 'super-admin' && !r.path.startsWith('/api/me'));
    expect(writes.length).toBeGreaterThan(0);
    for (const route of writes) {
      const path = route.path.replace('{moduleName}', 'fleet');
      for (const key of ['company_id', 'companyId']) {
        const res = await t.json(route.method, path, { cookie: rentalCookie, body: { [key]: estateId, name: 'Hacked', isEnabled: false }, lang: 'en' });
        expect(res.status, `${route.method} ${path}`).toBe(403);
        expect(res.body.error, `${route.method} ${path}`).toEqual({ code: 'company_mismatch', message: 'Access denied: Cannot access data from different company' });
      }
    }
    const [estate] = await t.deps.handle.db.select().from(companies).where(eq(companies.id, estateId));
    expect(estate?.name).toBe('Doha Homes Real Estate');
  });

  it('cannot switch company with the browse header unless super admin', async () => {
    const res = await t.json('GET', '/api/company', { cookie: rentalCookie, headers: { 'x-browse-company': estateId } });
    expect(res.body.id).toBe(rentalId);
  });

  it('lets a super admin browse a company, recording the real actor in the audit trail', async () => {
    const superCookie = await t.signIn('super@masar.test');
    const res = await t.json('PATCH', '/api/company', { cookie: superCookie, headers: { 'x-browse-company': estateId }, body: { city: 'Lusail' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: estateId, city: 'Lusail' });
    const [entry] = await t.deps.handle.db.select().from(auditLog).where(eq(auditLog.recordId, estateId)).orderBy(sql`created_at desc`).limit(1);
    expect(entry).toMatchObject({ entity: 'companies', action: 'update', companyId: estateId, changes: { city: { before: 'Doha', after: 'Lusail' } } });
    expect(entry?.realActorId).toBe(entry?.actorId);
    expect(entry?.actorId).toBeTruthy();
  });
});

describe('audit trail', () => {
  it('records actor, company, entity, record, changed fields and IP for every write', async () => {
    // No proxy is trusted (TRUST_PROXY unset): the address is the TCP peer's, whatever the
    // client wrote in X-Forwarded-For.
    const res = await t.json('PUT', '/api/company/modules/legal', {
      cookie: rentalCookie,
      body: { isEnabled: false },
      headers: { 'x-forwarded-for': '198.51.100.66' },
      peer: '::ffff:203.0.113.7',
    });
    expect(res.status).toBe(200);
    const me = await t.json('GET', '/api/me', { cookie: rentalCookie });
    const rows = await t.deps.handle.db.select().from(auditLog).where(eq(auditLog.entity, 'module_settings')).orderBy(sql`created_at desc`);
    const entry = rows.find((r) => r.action === 'update' && r.changes.is_enabled);
    expect(entry).toMatchObject({
      companyId: rentalId,
      actorId: me.body.user.id,
      realActorId: null,
      ipAddress: '203.0.113.7',
      changes: { is_enabled: { before: true, after: false } },
    });
    // The company's active modules follow, and that change is audited too.
    expect((await t.json('GET', '/api/me', { cookie: rentalCookie })).body.company.activeModules).not.toContain('legal');
  });

  it('is readable by a tenant only for its own company and never writable by app_user', async () => {
    const result = await t.deps.handle.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.company_id', ${rentalId}, true)`);
      await tx.execute(sql`set local role app_user`);
      const rows = await queryRows<{ company_id: string }>(tx, sql`select distinct company_id from audit_log`);
      const denied = await tx
        .transaction((inner) => inner.execute(sql`delete from audit_log`))
        .then(() => false, () => true);
      return { companies: rows.map((r) => r.company_id), denied };
    });
    expect(result.companies).toEqual([rentalId]);
    expect(result.denied).toBe(true);
  });
});

describe('errors', () => {
  it('reports an unknown module and bad JSON as 400 in the request language', async () => {
    const unknown = await t.json('PUT', '/api/company/modules/rockets', { cookie: rentalCookie, body: { isEnabled: true }, lang: 'en' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('validation_failed');
    const bad = await t.request('PUT', '/api/company/modules/fleet', { cookie: rentalCookie, headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
  });

  it('denies a signed-out caller with not_logged_in and an unknown API path with 404', async () => {
    const res = await t.json('GET', '/api/company');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('not_logged_in');
    expect((await t.json('GET', '/api/nothing-here')).status).toBe(404);
  });
});

describe('subscription rules', () => {
  it('refuses a suspended company’s users with a clear message, keeping the data', async () => {
    await t.deps.handle.db.update(companies).set({ subscriptionStatus: 'suspended' }).where(eq(companies.id, estateId));
    const cookie = await t.signIn('admin@realestate.masar.test');
    const res = await t.json('GET', '/api/company', { cookie });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('company_suspended');
    expect((await t.json('GET', '/api/me', { cookie })).body.company.restriction).toBe('suspended');
    await t.deps.handle.db.update(companies).set({ subscriptionStatus: 'active' }).where(eq(companies.id, estateId));
    expect((await t.json('GET', '/api/company', { cookie })).status).toBe(200);
  });

  it('makes a company read-only once its trial has ended', async () => {
    await t.deps.handle.db.update(companies).set({ subscriptionStatus: 'trial', trialEndsAt: new Date(Date.now() - 86_400_000) }).where(eq(companies.id, estateId));
    const cookie = await t.signIn('admin@realestate.masar.test');
    expect((await t.json('GET', '/api/company', { cookie })).status).toBe(200);
    const write = await t.json('PATCH', '/api/company', { cookie, body: { city: 'Al Wakrah' } });
    expect(write.status).toBe(403);
    expect(write.body.error).toEqual({ code: 'trial_expired', message: 'انتهت الفترة التجريبية، الحساب للقراءة فقط حتى تفعيل باقة' });
    expect((await t.json('GET', '/api/me', { cookie })).body.company.restriction).toBe('read_only');
    await t.deps.handle.db.update(companies).set({ subscriptionStatus: 'active', trialEndsAt: null }).where(eq(companies.id, estateId));
  });
});
