// The job runner's queue (src/server/jobs): deferred work and one row per period of each periodic
// job. Platform-level, no company_id column (so no row-level security): a job that belongs to a
// company names it in run_as_company_id and its handler runs under that company's tenancy.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './platform';

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The handler's name, e.g. 'mail.deliver'. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAsCompanyId: uuid('run_as_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    /** Due from this instant; null: as soon as a runner is free (so the runner's clock decides, not the database's). */
    runAt: timestamp('run_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(6),
    lastError: text('last_error'),
    /** The runner holding the job and until when: a crashed runner's job is taken again after it. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** "name@period" for periodic jobs: every server process enqueues the period, one row wins. */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.runAt).where(sql`status in ('pending', 'running')`), index('jobs_finished_idx').on(t.finishedAt)],
);
