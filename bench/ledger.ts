// The ledger at scale (issue 14, decision 029): seeds 1,000,000 journal lines (`--lines N`) for
// the car-rental demo company in one bulk INSERT … SELECT generate_series, rebuilds its kept
// monthly balances from them, and times the real API routes in process (app.fetch: routing,
// session, tenant transaction with RLS, JSON): a year's trial balance and income statement, one
// busy account's ledger page (first and mid-year), and opening a 1,000-line entry.
// Budgets on PostgreSQL: trial balance and income statement ≤ 1 s, a ledger page ≤ 100 ms.
// `npm run bench -- --ledger` (DATABASE_URL → a throw-away PostgreSQL database, else PGlite).
import { sql } from 'drizzle-orm';
import { bootstrap } from '../src/server/bootstrap';
import { loadConfig } from '../src/server/config';
import { openPglite, openPostgres, queryRows, type DbHandle } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { createLogger } from '../src/server/logger';
import { ensureReferenceData } from '../src/server/seed/reference-data';
import { DEMO_PASSWORD, seedDemo } from '../src/server/seed/demo';
import { throwAwayDatabase } from '../scripts/lib/throwaway-database';

const BUDGET = { statementMs: 1000, ledgerPageMs: 100 };
const ORIGIN = 'http://localhost:3000';

/** Four lines an entry: a random pair of accounts, and the busy cash account against revenue. */
async function seedLines(handle: DbHandle, companyId: string, lines: number) {
  const entries = Math.floor(lines / 4);
  const db = handle.db;
  // The seed writes derived data in bulk as the owner: triggers (audit) and foreign-key checks
  // off for this session only; the ids are built to be consistent.
  await db.execute(sql`set session_replication_role = replica`);
  await db.execute(sql`
    insert into journal_entries (id, company_id, entry_number, entry_date, description_ar, source_type, source_id, event, status, total, posted_at)
    select md5('bench-entry' || g)::uuid, ${companyId}, 'BN-' || lpad(g::text, 7, '0'), date '2023-01-01' + (g::bigint * 1095 / ${entries})::int,
           'قيد قياس الأداء ' || g, 'bench', md5('bench-source' || g)::uuid, 'posted', 'posted', 0, now()
    from generate_series(1, ${entries}) g`);
  await db.execute(sql`
    with acc as (select array_agg(id order by code) as ids, count(*)::int as n from ledger_accounts where company_id = ${companyId} and not is_header and is_active),
         cc as (select array_agg(id order by code) as ids, count(*)::int as n from cost_centers where company_id = ${companyId}),
         busy as (select id from ledger_accounts where company_id = ${companyId} and code = '110101'),
         rev as (select id from ledger_accounts where company_id = ${companyId} and code = '4101')
    insert into journal_entry_lines (company_id, entry_id, line_number, account_id, debit, credit, cost_center_id, party_type, party_id, entry_date, posted)
    select ${companyId}, md5('bench-entry' || g)::uuid, k,
           case k when 1 then acc.ids[1 + (g * 7) % acc.n] when 2 then acc.ids[1 + (g * 31 + 5) % acc.n] when 3 then busy.id else rev.id end,
           case when k in (1, 3) then ((g * 7919) % 100000 + 1) / 1000.0 * (case when k = 3 then 2 else 1 end) else 0 end,
           case when k in (2, 4) then ((g * 7919) % 100000 + 1) / 1000.0 * (case when k = 4 then 2 else 1 end) else 0 end,
           case when k = 4 and g % 3 = 0 and cc.n > 0 then cc.ids[1 + g % cc.n] end,
           case when k = 1 and g % 5 = 0 then 'customer' end,
           case when k = 1 and g % 5 = 0 then md5('bench-customer' || (g % 100))::uuid end,
           date '2023-01-01' + (g::bigint * 1095 / ${entries})::int, true
    from generate_series(1, ${entries}) g cross join generate_series(1, 4) k, acc, cc, busy, rev`);
  // One entry of 1,000 lines (500 pairs), as the entry form allows.
  const bigId = '00000000-0000-4000-8000-00000000b1c0';
  await db.execute(sql`
    insert into journal_entries (id, company_id, entry_number, entry_date, description_ar, source_type, event, status, total, posted_at)
    values (${bigId}, ${companyId}, 'BN-BIG', '2025-06-15', 'قيد من ألف سطر', 'bench', 'big', 'posted', 0, now())`);
  await db.execute(sql`
    with acc as (select array_agg(id order by code) as ids, count(*)::int as n from ledger_accounts where company_id = ${companyId} and not is_header and is_active)
    insert into journal_entry_lines (company_id, entry_id, line_number, account_id, debit, credit, entry_date, posted)
    select ${companyId}, ${bigId}, k, acc.ids[1 + (k * 13) % acc.n], case when k % 2 = 1 then (k / 2 + 1) else 0 end, case when k % 2 = 0 then (k / 2) else 0 end, '2025-06-15', true
    from generate_series(1, 1000) k, acc`);
  await db.execute(sql`set session_replication_role = origin`);
  // The kept balances, rebuilt from the lines as posting would have kept them.
  await db.execute(sql`delete from ledger_balances where company_id = ${companyId}`);
  await db.execute(sql`
    insert into ledger_balances (company_id, account_id, period_start, cost_center_id, debit, credit)
    select company_id, account_id, date_trunc('month', entry_date)::date, cost_center_id, sum(debit), sum(credit)
    from journal_entry_lines where company_id = ${companyId} and posted group by 1, 2, 3, 4`);
  await db.execute(sql`analyze journal_entries`);
  await db.execute(sql`analyze journal_entry_lines`);
  await db.execute(sql`analyze ledger_balances`);
  return bigId;
}

/** Median and worst of `runs` timed requests after one warm-up. */
export async function timed(fetcher: () => Promise<Response>, runs = 7) {
  const warm = await fetcher();
  if (!warm.ok) throw new Error(`answered ${warm.status}: ${await warm.text()}`);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const res = await fetcher();
    await res.arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)]!, worst: times.at(-1)! };
}

export async function ledgerBench(options: { lines: number; adminUrl?: string }): Promise<boolean> {
  const database = options.adminUrl ? await throwAwayDatabase(options.adminUrl, 'masar_ledger_bench') : null;
  const handle = database ? openPostgres(database.url, 4) : await openPglite(undefined);
  const label = database ? 'PostgreSQL' : 'PGlite';
  try {
    await migrateDatabase(handle);
    await ensureReferenceData(handle.db);
    await seedDemo(handle.db);
    const [company] = await queryRows<{ id: string }>(handle.db, sql`select p.company_id as id from users u join profiles p on p.user_id = u.id where u.email = 'accountant@rental.masar.test'`);
    let start = performance.now();
    const bigId = await seedLines(handle, company!.id, options.lines);
    const [count] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from journal_entry_lines where company_id = ${company!.id}`);
    console.log(`\nLedger at scale — ${label}: ${count!.n.toLocaleString('en-US')} journal lines seeded and kept balances rebuilt in ${((performance.now() - start) / 1000).toFixed(1)} s`);

    const config = loadConfig({ NODE_ENV: 'test', BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret', SEED_DEMO: 'false', WEB_DIR: 'dist/web' });
    const server = await bootstrap(config, { handle, logger: createLogger('silent'), migrate: false });
    const login = await server.app.fetch(new Request(`${ORIGIN}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify({ email: 'accountant@rental.masar.test', password: DEMO_PASSWORD }) }));
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const get = (path: string) => async () => server.app.fetch(new Request(ORIGIN + path, { headers: { cookie, 'accept-language': 'ar' } }));
    const [busy] = await queryRows<{ id: string }>(handle.db, sql`select id from ledger_accounts where company_id = ${company!.id} and code = '110101'`);
    const ledger = `/api/finance/reports/general-ledger?accountId=${busy!.id}&from=2025-01-01&to=2025-12-31&limit=100`;
    // A mid-year page: the cursor of the first page of July.
    const july = (await (await get(`/api/finance/reports/general-ledger?accountId=${busy!.id}&from=2025-07-01&to=2025-12-31&limit=100`)()).json()) as { nextCursor: string | null };
    start = performance.now();
    let ok = true;
    const judge = (name: string, r: { median: number; worst: number }, budget: number | null) => {
      const pass = budget === null || !database || r.median <= budget;
      if (!pass) ok = false;
      const verdict = budget === null ? '' : database ? ` — budget ${budget} ms: ${pass ? 'PASS' : 'FAIL'}` : ` (budget ${budget} ms is for PostgreSQL)`;
      console.log(`  ${name.padEnd(46)} median ${r.median.toFixed(1).padStart(7)} ms, worst ${r.worst.toFixed(1).padStart(7)} ms${verdict}`);
    };
    judge('trial balance, 2025 (partial-month ends: no)', await timed(get('/api/finance/reports/trial-balance?from=2025-01-01&to=2025-12-31')), BUDGET.statementMs);
    judge('trial balance, 2025-01-15 … 2025-11-20', await timed(get('/api/finance/reports/trial-balance?from=2025-01-15&to=2025-11-20')), BUDGET.statementMs);
    judge('income statement, 2025 vs 2024', await timed(get('/api/finance/reports/income-statement?from=2025-01-01&to=2025-12-31&compareFrom=2024-01-01&compareTo=2024-12-31')), BUDGET.statementMs);
    judge('balance sheet as of 2025-12-31', await timed(get('/api/finance/reports/balance-sheet?to=2025-12-31')), BUDGET.statementMs);
    judge('cash flow, 2025', await timed(get('/api/finance/reports/cash-flow?from=2025-01-01&to=2025-12-31')), BUDGET.statementMs);
    judge('income statement by party (reads lines)', await timed(get(`/api/finance/reports/income-statement?from=2025-01-01&to=2025-12-31&partyType=customer&partyId=${'00000000-0000-4000-8000-000000000000'}`)), null);
    judge('busy account ledger, first page of 2025', await timed(get(ledger)), BUDGET.ledgerPageMs);
    // A small --lines run fits July in one page: there is no cursor to follow then.
    if (july.nextCursor) judge('busy account ledger, a July page (cursor)', await timed(get(`/api/finance/reports/general-ledger?accountId=${busy!.id}&from=2025-07-01&to=2025-12-31&limit=100&cursor=${july.nextCursor}`)), BUDGET.ledgerPageMs);
    else console.log('  busy account ledger, a July page (cursor)     — one page only at this size, not measured');
    judge('opening a 1,000-line entry', await timed(get(`/api/finance/journal-entries/${bigId}`)), null);
    judge('finance overview', await timed(get('/api/finance/overview?date=2025-12-31')), null);
    const [lines] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from journal_entry_lines where account_id = ${busy!.id}`);
    console.log(`  (busy account: ${lines!.n.toLocaleString('en-US')} lines; timings in ${((performance.now() - start) / 1000).toFixed(1)} s)`);
    return ok;
  } finally {
    await handle.close();
    await database?.drop();
  }
}
