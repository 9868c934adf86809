// The job queue in the console (issue 17): a job that keeps failing is shown to the super admin
// while it retries and once it has failed for good, with its last error; the super admin queues
// it again and it runs. Nobody else sees the queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner, type JobRunner } from '../../../server/jobs';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let superCookie: string;
let adminCookie: string;
let broken = true;
let runs = 0;
/** A runner with only this test's job: the server's periodic jobs stay out of the way. */
let runner: JobRunner;
const NOW = new Date('2031-05-01T08:00:00Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

type Job = { id: string; kind: string; status: string; attempts: number; maxAttempts: number; lastError: string | null; companyNameAr: string | null };
const view = async (query = '') => (await t.json('GET', `/api/platform/jobs${query}`, { cookie: superCookie })).body as { counts: Record<string, number>; items: Job[] };
const ours = async (query = '') => (await view(query)).items.filter((j) => j.kind === 'test.flaky-export');

beforeAll(async () => {
  t = await startTestServer();
  superCookie = await t.signIn('super@masar.test');
  adminCookie = await t.signIn('admin@rental.masar.test');
  runner = createJobRunner({ db: t.deps.handle.db, logger: t.deps.logger });
  runner.handle('test.flaky-export', async () => {
    runs++;
    if (broken) throw new Error('the export server refused the connection');
  });
});
afterAll(() => t?.stop());

describe('the job queue in the console', () => {
  it('shows a failing job while it retries and once it has failed, with its last error', async () => {
    const me = (await t.json('GET', '/api/me', { cookie: adminCookie })).body;
    await runner.enqueue(t.deps.handle.db, { kind: 'test.flaky-export', companyId: me.company.id, maxAttempts: 2 });
    await runner.runDue(NOW);
    const [retrying] = await ours();
    expect(retrying).toMatchObject({ status: 'retrying', attempts: 1, maxAttempts: 2, lastError: 'the export server refused the connection', companyNameAr: me.company.nameAr });
    expect((await view()).counts.retrying).toBeGreaterThanOrEqual(1);

    await runner.runDue(later(2)); // past the first backoff (1 minute)
    const [failed] = await ours();
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 });
    expect((await view()).counts.failed).toBeGreaterThanOrEqual(1);
    expect(runs).toBe(2);
  });

  it('queues a failed job again on request, and it runs; a job that has not failed is refused in Arabic', async () => {
    const [failed] = await ours();
    broken = false;
    const retried = await t.json('POST', `/api/platform/jobs/${failed!.id}/retry`, { cookie: superCookie, body: {} });
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ id: failed!.id, kind: 'test.flaky-export', status: 'pending' });
    const again = await t.json('POST', `/api/platform/jobs/${failed!.id}/retry`, { cookie: superCookie, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'job_not_failed', message: 'هذه المهمة لم تفشل؛ ستُعاد محاولتها تلقائياً إن لزم' });

    await runner.runDue(later(3));
    expect(runs).toBe(3);
    expect(await ours()).toEqual([]); // no longer a problem
    expect((await ours('?view=all'))[0]).toMatchObject({ id: failed!.id, status: 'done' });
    expect((await t.json('POST', '/api/platform/jobs/00000000-0000-4000-8000-000000000000/retry', { cookie: superCookie, body: {} })).status).toBe(404);
  });

  it('is the super admin’s alone', async () => {
    expect((await t.json('GET', '/api/platform/jobs', { cookie: adminCookie })).status).toBe(403);
    expect((await t.json('POST', '/api/platform/jobs/00000000-0000-4000-8000-000000000000/retry', { cookie: adminCookie, body: {} })).status).toBe(403);
  });
});
