// The job queue as the operator sees it (issue 17: "a failed job retries and is visible to the
// super admin"): what is waiting, running, retrying after an error, or failed for good, and a
// second chance for a failed job once its cause is fixed (SMTP down, a bad row corrected).
import { and, count, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { companies, jobs } from '../db/schema';

export type JobView = 'problems' | 'all';

const DAY = 24 * 60 * 60_000;

/** Failed, retrying (an error and attempts left) or running now; or simply the latest. */
const problems = or(eq(jobs.status, 'failed'), eq(jobs.status, 'running'), and(eq(jobs.status, 'pending'), gt(jobs.attempts, 0)));

export async function listJobs(db: Database, view: JobView, now: Date) {
  // eslint-disable-next-line no-restricted-syntax -- two reads on the pool, each on a connection of its own
  const [rows, tally] = await Promise.all([
    db
      .select({
        id: jobs.id,
        kind: jobs.kind,
        status: jobs.status,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
        lastError: jobs.lastError,
        runAt: jobs.runAt,
        createdAt: jobs.createdAt,
        finishedAt: jobs.finishedAt,
        lockedBy: jobs.lockedBy,
        companyName: companies.name,
        companyNameAr: companies.nameAr,
      })
      .from(jobs)
      .leftJoin(companies, eq(companies.id, jobs.runAsCompanyId))
      .where(view === 'problems' ? problems : undefined)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(50),
    db
      .select({
        status: jobs.status,
        retrying: sql<boolean>`${jobs.status} = 'pending' and ${jobs.attempts} > 0`,
        n: count(),
      })
      .from(jobs)
      .where(or(inArray(jobs.status, ['pending', 'running', 'failed']), gt(jobs.finishedAt, new Date(now.getTime() - DAY))))
      .groupBy(jobs.status, sql`2`),
  ]);
  const sum = (pick: (t: (typeof tally)[number]) => boolean) => tally.filter(pick).reduce((a, t) => a + Number(t.n), 0);
  return {
    counts: {
      waiting: sum((t) => t.status === 'pending' && !t.retrying),
      retrying: sum((t) => t.status === 'pending' && t.retrying),
      running: sum((t) => t.status === 'running'),
      failed: sum((t) => t.status === 'failed'),
      doneLastDay: sum((t) => t.status === 'done'),
    },
    items: rows.map((r) => ({
      ...r,
      // A pending job with an error behind it is waiting for its next attempt.
      status: r.status === 'pending' && r.attempts > 0 ? ('retrying' as const) : r.status,
    })),
  };
}

/**
 * A failed job queued again with a fresh round of attempts, due at once. Answers the job's kind,
 * 'not_found', or 'not_failed' (a job still in the queue retries by itself).
 */
export async function retryFailedJob(tx: Tx, id: string): Promise<{ kind: string } | 'not_found' | 'not_failed'> {
  const [job] = await tx.select({ status: jobs.status, kind: jobs.kind }).from(jobs).where(eq(jobs.id, id)).for('update');
  if (!job) return 'not_found';
  if (job.status !== 'failed') return 'not_failed';
  await tx.update(jobs).set({ status: 'pending', attempts: 0, runAt: null, finishedAt: null, lockedBy: null, lockedUntil: null }).where(eq(jobs.id, id));
  return { kind: job.kind };
}
