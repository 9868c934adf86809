// The audit trail at scale (issue 20): seeds 1,000,000 audit rows (`--audit-rows N`) for the
// car-rental demo company in one INSERT … SELECT generate_series (two years, ten record kinds, the
// company's people, inserts, updates and deletes), and times the real API routes in process
// (app.fetch: routing, session, tenant transaction with RLS, JSON) as the company admin: the
// newest page, a page deep in history by its cursor, filtered by record kind, person, action and
// day, one record's history, and the free-text search.
// Budget on PostgreSQL: a page ≤ 100 ms (median), as the ledger's pages; the free-text search, a
// scan of the changed values, is a timing only.
// `npm run bench -- --audit` (DATABASE_URL → a throw-away PostgreSQL database, else PGlite).
import { sql } from 'drizzle-orm';
import { bootstrap } from '../src/server/bootstrap';
import { loadConfig } from '../src/server/config';
import { openPglite, openPostgres, queryRows, type DbHandle } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { createLogger } from '../src/server/logger';
import { ensureReferenceData } from '../src/server/seed/reference-data';
import { DEMO_PASSWORD, seedDemo } from '../src/server/seed/demo';
import { throwAwayDatabase } from '../scripts/lib/throwaway-database';
import { timed } from './ledger';

const BUDGET = { pageMs: 100 };
const ORIGIN = 'http://localhost:3000';
const KINDS = ['vehicles', 'customers', 'contracts', 'invoices', 'payments', 'employees', 'quotations', 'journal_entries', 'vehicle_maintenance', 'traffic_violations'];

async function seedAudit(handle: DbHandle, companyId: string, rows: number) {
  // Two years of history, oldest first, a row every (two years / rows); the ids of the company's
  // people act in turn; one row in fifty is a change to one busy vehicle (a long history on its page).
  await handle.db.execute(sql`
    with people as (select array_agg(user_id order by user_id) as ids, count(*)::int as n from profiles where company_id = ${companyId}),
         kinds as (select ${`{${KINDS.join(',')}}`}::text[] as k),
         busy as (select id::text as id from vehicles where company_id = ${companyId} order by plate_number limit 1)
    insert into audit_log (company_id, actor_id, entity, record_id, action, changes, ip_address, created_at)
    select ${companyId}, people.ids[1 + g % people.n], case when g % 50 = 0 then 'vehicles' else kinds.k[1 + g % ${KINDS.length}] end,
           case when g % 50 = 0 then busy.id else md5('bench-record' || (g % 20000))::uuid::text end,
           case when g % 10 = 0 then 'insert' when g % 97 = 0 then 'delete' else 'update' end,
           jsonb_build_object('daily_rate', jsonb_build_object('before', (g % 300)::text, 'after', (g % 300 + 5)::text),
                              'notes', jsonb_build_object('before', null, 'after', 'ملاحظة ' || g)),
           '10.0.' || (g % 250) || '.' || (g % 200),
           timestamptz '2024-11-01 00:00:00+00' + make_interval(secs => g::double precision * 63072000 / ${rows})
    from generate_series(1, ${rows}) g, people, kinds, busy`);
  await handle.db.execute(sql`analyze audit_log`);
}

export async function auditBench(options: { rows: number; adminUrl?: string }): Promise<boolean> {
  const database = options.adminUrl ? await throwAwayDatabase(options.adminUrl, 'masar_audit_bench') : null;
  const handle = database ? openPostgres(database.url, 4) : await openPglite(undefined);
  const label = database ? 'PostgreSQL' : 'PGlite';
  try {
    await migrateDatabase(handle);
    await ensureReferenceData(handle.db);
    await seedDemo(handle.db);
    const [company] = await queryRows<{ id: string }>(handle.db, sql`select p.company_id as id from users u join profiles p on p.user_id = u.id where u.email = 'admin@rental.masar.test'`);
    let start = performance.now();
    await seedAudit(handle, company!.id, options.rows);
    const [count] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from audit_log where company_id = ${company!.id}`);
    console.log(`\nAudit trail at scale — ${label}: ${count!.n.toLocaleString('en-US')} audit rows for one company, seeded in ${((performance.now() - start) / 1000).toFixed(1)} s`);

    const config = loadConfig({ NODE_ENV: 'test', BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret', SEED_DEMO: 'false', WEB_DIR: 'dist/web', BACKUP_AT: 'off' });
    const server = await bootstrap(config, { handle, logger: createLogger('silent'), migrate: false });
    const login = await server.app.fetch(new Request(`${ORIGIN}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify({ email: 'admin@rental.masar.test', password: DEMO_PASSWORD }) }));
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const get = (path: string) => async () => server.app.fetch(new Request(ORIGIN + path, { headers: { cookie, 'accept-language': 'ar' } }));
    const page = async (path: string) => (await (await get(path)()).json()) as { next: string | null };
    // A cursor from the middle of the history (the page before 2025-11-01), and one of the people.
    const middle = await page('/api/admin/audit-log?limit=50&to=2025-10-31');
    const person = (await queryRows<{ id: string }>(handle.db, sql`select user_id as id from profiles where company_id = ${company!.id} order by user_id limit 1`))[0]!.id;
    // The busy vehicle: one row in fifty is its (20,000 changes over the two years).
    const record = (await queryRows<{ id: string }>(handle.db, sql`select id::text as id from vehicles where company_id = ${company!.id} order by plate_number limit 1`))[0]!.id;
    start = performance.now();
    let ok = true;
    const judge = (name: string, r: { median: number; worst: number }, budget: number | null) => {
      const pass = budget === null || !database || r.median <= budget;
      if (!pass) ok = false;
      const verdict = budget === null ? '' : database ? ` — budget ${budget} ms: ${pass ? 'PASS' : 'FAIL'}` : ` (budget ${budget} ms is for PostgreSQL)`;
      console.log(`  ${name.padEnd(46)} median ${r.median.toFixed(1).padStart(7)} ms, worst ${r.worst.toFixed(1).padStart(7)} ms${verdict}`);
    };
    judge('newest page (50 rows)', await timed(get('/api/admin/audit-log?limit=50')), BUDGET.pageMs);
    judge('a page a year back, by its cursor', await timed(get(`/api/admin/audit-log?limit=50&before=${middle.next}`)), BUDGET.pageMs);
    judge('one record kind (contracts)', await timed(get('/api/admin/audit-log?limit=50&entity=contracts')), BUDGET.pageMs);
    judge('one person', await timed(get(`/api/admin/audit-log?limit=50&actorId=${person}`)), BUDGET.pageMs);
    judge('deletes only', await timed(get('/api/admin/audit-log?limit=50&action=delete')), BUDGET.pageMs);
    judge('one day (2025-06-15)', await timed(get('/api/admin/audit-log?limit=50&from=2025-06-15&to=2025-06-15')), BUDGET.pageMs);
    judge('one record’s history (its activity tab)', await timed(get(`/api/admin/audit-log/records/vehicles/${record}?limit=20`)), BUDGET.pageMs);
    judge('free text (a scan of the changed values)', await timed(get(`/api/admin/audit-log?limit=50&q=${encodeURIComponent('ملاحظة 123457')}`), 3), null);
    console.log(`  (timings in ${((performance.now() - start) / 1000).toFixed(1)} s)`);
    await server.deps.realtime.close();
    return ok;
  } finally {
    await handle.close();
    await database?.drop();
  }
}
