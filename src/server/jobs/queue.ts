// Enqueueing a deferred job: one row in `jobs`, written in the caller's transaction so the job
// exists exactly when the business change it follows does (committed together, or neither).
import { randomUUID } from 'node:crypto';
import { DEFAULT_MAX_ATTEMPTS } from '../../core/jobs';
import type { Database, Tx } from '../db/client';
import { jobs } from '../db/schema';

export type JobSpec = {
  /** The handler's name, registered on the runner (runner.handle / runner.every). */
  kind: string;
  payload?: Record<string, unknown>;
  /** Not before this instant; omitted: as soon as a runner is free. */
  runAt?: Date;
  /** The company the job works for: its handler's `inTenant` runs under that company's row-level security. */
  companyId?: string | null;
  /** A job with the same key already queued or run is not queued again (periodic jobs: "name@period"). */
  dedupeKey?: string;
  maxAttempts?: number;
};

/**
 * Queues a job inside `tx` (a tenant transaction too: app_user may insert jobs, not read them).
 * No RETURNING and no conflict target, so INSERT is the only privilege it needs.
 */
export async function enqueueJob(tx: Database | Tx, spec: JobSpec): Promise<string> {
  return (await enqueueJobs(tx, [spec]))[0]!;
}

/** Queues several jobs in one statement (say a mail per employee of a payroll run). */
export async function enqueueJobs(tx: Database | Tx, specs: readonly JobSpec[]): Promise<string[]> {
  const rows = specs.map((spec) => ({
    id: randomUUID(),
    kind: spec.kind,
    payload: spec.payload ?? {},
    runAt: spec.runAt ?? null,
    runAsCompanyId: spec.companyId ?? null,
    dedupeKey: spec.dedupeKey ?? null,
    maxAttempts: spec.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  }));
  if (rows.length) await tx.insert(jobs).values(rows).onConflictDoNothing();
  return rows.map((r) => r.id);
}
