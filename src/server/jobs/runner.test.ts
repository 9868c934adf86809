// The job runner on the real database (PGlite, and PostgreSQL in the second API run): retries on
// the fixed schedule, a job claimed once by two runners, a periodic job queued once per period,
// a company's job under that company's row-level security. Clocks are fixed: nothing sleeps.
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { queryRows } from '../db/client';
import { companies, jobs } from '../db/schema';
import { createLogger } from '../logger';
import { startTestServer, type TestServer } from '../test/test-server';
import { createJobRunner, enqueueJob, type JobRunner } from './index';

let t: TestServer;
let second: DbHandle | null = null;
beforeAll(async () => {
  t = await startTestServer();
  second = t.openSecondHandle?.() ?? null;
});
afterAll(async () => {
  await second?.close();
  await t?.stop();
});

const T0 = new Date('2030-03-01T08:00:00Z');
const plus = (ms: number) => new Date(T0.getTime() + ms);
const MIN = 60_000;
const silent = createLogger('silent');

/** A runner as one server process would have it: its own name, and on PostgreSQL its own pool. */
function runner(workerId: string, handle: DbHandle = t.deps.handle): JobRunner {
  return createJobRunner({ db: handle.db, logger: silent, workerId, clock: () => T0 });
}

const jobRows = (kind: string) => t.deps.handle.db.select().from(jobs).where(eq(jobs.kind, kind));

describe('retries', () => {
  it('retries a failing job after 1 and 5 minutes, keeps the count and the error, and gives up after the last attempt', async () => {
    const r = runner('retry');
    let calls = 0;
    r.handle('test.flaky', async () => {
      calls++;
      throw new Error(`boom ${calls}`);
    });
    await enqueueJob(t.deps.handle.db, { kind: 'test.flaky', maxAttempts: 3 });

    expect(await r.runDue(T0)).toEqual({ done: 0, retried: 1, failed: 0 });
    let [job] = await jobRows('test.flaky');
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'boom 1', runAt: plus(MIN), lockedBy: null });

    // Not due a second early; due on the minute.
    expect(await r.runDue(plus(MIN - 1000))).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await r.runDue(plus(MIN))).toEqual({ done: 0, retried: 1, failed: 0 });
    [job] = await jobRows('test.flaky');
    expect(job).toMatchObject({ status: 'pending', attempts: 2, lastError: 'boom 2', runAt: plus(MIN + 5 * MIN) });

    expect(await r.runDue(plus(6 * MIN))).toEqual({ done: 0, retried: 0, failed: 1 });
    [job] = await jobRows('test.flaky');
    expect(job).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom 3', finishedAt: plus(6 * MIN) });
    expect(await r.runDue(plus(24 * 60 * MIN))).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(calls).toBe(3);
  });

  it('leaves a job of a kind it has no handler for to a runner that has one', async () => {
    await enqueueJob(t.deps.handle.db, { kind: 'test.elsewhere' });
    const r = runner('no-handler');
    r.handle('test.unrelated', async () => {});
    expect(await r.runDue(T0)).toEqual({ done: 0, retried: 0, failed: 0 });
    expect((await jobRows('test.elsewhere'))[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

describe('two runners on one database', () => {
  it('runs each job once when both tick at the same moment', async () => {
    const ran: string[] = [];
    const a = runner('A');
    const b = runner('B', second ?? t.deps.handle);
    for (const r of [a, b]) r.handle<{ n: number }>('test.once', async ({ payload }) => void ran.push(String(payload.n)));
    await t.deps.handle.db.transaction(async (tx) => {
      for (let n = 0; n < 20; n++) await enqueueJob(tx, { kind: 'test.once', payload: { n } });
    });

    const [ra, rb] = await Promise.all([a.runDue(T0), b.runDue(T0)]);
    expect(ra.done + rb.done).toBe(20);
    expect(ran.sort()).toEqual(Array.from({ length: 20 }, (_, n) => String(n)).sort());
    const rows = await jobRows('test.once');
    expect(rows.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
  });

  it('never takes a job another runner is running; takes it over when that runner’s lease has run out', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const calls: string[] = [];
    const a = runner('A2');
    a.handle('test.slow', async () => {
      calls.push('A');
      started();
      await held;
    });
    const b = runner('B2', second ?? t.deps.handle);
    b.handle('test.slow', async () => void calls.push('B'));
    await enqueueJob(t.deps.handle.db, { kind: 'test.slow' });

    const aTick = a.runDue(T0);
    await running;
    // A holds the job (on PGlite B's claim waits for A's queries; on PostgreSQL it runs beside them).
    expect(await b.runDue(plus(MIN))).toEqual({ done: 0, retried: 0, failed: 0 });
    release();
    expect(await aTick).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(calls).toEqual(['A']);

    // A runner that died mid-job: its lease (5 minutes) runs out, then another runner retries it.
    await enqueueJob(t.deps.handle.db, { kind: 'test.slow', dedupeKey: 'test.slow@crashed' });
    await t.deps.handle.db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'dead-process', lockedUntil: plus(5 * MIN), attempts: 1 })
      .where(eq(jobs.dedupeKey, 'test.slow@crashed'));
    expect(await b.runDue(plus(5 * MIN - 1000))).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await b.runDue(plus(5 * MIN))).toEqual({ done: 1, retried: 0, failed: 0 });
    const [taken] = await t.deps.handle.db.select().from(jobs).where(eq(jobs.dedupeKey, 'test.slow@crashed'));
    expect(taken).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
    expect(calls).toEqual(['A', 'B']);
  });
});

describe('periodic jobs', () => {
  it('queues a daily job once per day however many runners tick, and runs it once', async () => {
    const periods: string[] = [];
    const runners = [runner('P1'), runner('P2', second ?? t.deps.handle), runner('P3')];
    for (const r of runners) r.every('test.daily-report', { daily: '02:00', timeZone: 'Asia/Riyadh' }, async ({ payload }) => void periods.push(payload.period));

    // 08:00 UTC on 1 March is 11:00 in Riyadh: 1 March's run is due (it began at 23:00 UTC the day before).
    await Promise.all(runners.map((r) => r.runDue(T0)));
    await Promise.all(runners.map((r) => r.runDue(plus(30 * MIN))));
    expect(periods).toEqual(['2030-03-01']);
    const rows = await jobRows('test.daily-report');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ dedupeKey: 'test.daily-report@2030-03-01', status: 'done', runAt: new Date('2030-02-28T23:00:00Z') });

    // The next Riyadh day, from 02:00 there.
    await Promise.all(runners.map((r) => r.runDue(new Date('2030-03-01T22:59:00Z'))));
    expect(periods).toEqual(['2030-03-01']);
    await Promise.all(runners.map((r) => r.runDue(new Date('2030-03-01T23:00:00Z'))));
    expect(periods).toEqual(['2030-03-01', '2030-03-02']);
    expect(await jobRows('test.daily-report')).toHaveLength(2);
  });

  it('queues a period once even when a fresh runner (a restarted process) ticks again', async () => {
    const periods: string[] = [];
    const first = runner('R1');
    first.every('test.quarter-hour', { everyMinutes: 15 }, async ({ payload }) => void periods.push(payload.period));
    await first.runDue(plus(MIN));
    const restarted = runner('R2');
    restarted.every('test.quarter-hour', { everyMinutes: 15 }, async ({ payload }) => void periods.push(payload.period));
    await restarted.runDue(plus(2 * MIN));
    expect(periods).toEqual(['2030-03-01T08:00']);
    const rows = await t.deps.handle.db.select().from(jobs).where(like(jobs.dedupeKey, 'test.quarter-hour@%'));
    expect(rows).toHaveLength(1);
  });
});

describe('a company’s job', () => {
  it('runs its transaction under that company’s row-level security', async () => {
    const all = await t.deps.handle.db.select({ id: companies.id }).from(companies);
    expect(all.length).toBeGreaterThan(1);
    const company = all[0];
    const seen: Array<{ company: string; visible: number }> = [];
    const r = runner('tenant');
    r.handle('test.tenant', async ({ inTenant }) => {
      const [row] = await inTenant((tx) => queryRows<{ company: string; visible: number }>(tx, sql`select current_setting('app.company_id') as company, (select count(*)::int from companies) as visible`));
      seen.push(row!);
    });
    await enqueueJob(t.deps.handle.db, { kind: 'test.tenant', companyId: company!.id });
    expect(await r.runDue(T0)).toEqual({ done: 1, retried: 0, failed: 0 });
    // Under app_user only the job's own company row is visible.
    expect(seen).toEqual([{ company: company!.id, visible: 1 }]);
    const [done] = await t.deps.handle.db.select().from(jobs).where(and(eq(jobs.kind, 'test.tenant'), eq(jobs.status, 'done')));
    expect(done?.runAsCompanyId).toBe(company!.id);
  });
});
