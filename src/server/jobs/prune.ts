// Finished jobs are kept a while for the operator to look at, then deleted, so the queue stays
// small: done after 7 days, failed after 30.
import { and, eq, lt, or } from 'drizzle-orm';
import { jobs } from '../db/schema';
import type { JobRunner } from './runner';

const DAY = 24 * 60 * 60_000;

export function registerJobPruning(runner: JobRunner) {
  runner.every('jobs.prune', { daily: '03:00', timeZone: 'UTC' }, async ({ db, now }) => {
    await db
      .delete(jobs)
      .where(
        or(
          and(eq(jobs.status, 'done'), lt(jobs.finishedAt, new Date(now.getTime() - 7 * DAY))),
          and(eq(jobs.status, 'failed'), lt(jobs.finishedAt, new Date(now.getTime() - 30 * DAY))),
        ),
      );
  });
}
