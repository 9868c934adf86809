// The one job runner (ARCHITECTURE.md "Periodic and deferred work"): jobs live in the `jobs`
// table, so every server process runs the same queue and nothing is kept in one process's memory.
// A runner claims a due job with FOR UPDATE SKIP LOCKED and a lease (locked_until), runs its
// handler outside any transaction (handlers send mail: no I/O inside a transaction), then marks
// it done, or schedules the retry by the fixed backoff of src/core/jobs. A runner that dies
// mid-job leaves a lease that expires, and another runner takes the job again.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import { afterFailure, currentSlot, type Period } from '../../core/jobs';
import { queryRows, type Database, type Tx } from '../db/client';
import { jobs } from '../db/schema';
import type { Logger } from '../logger';
import { withTenant } from '../tenancy/with-tenant';
import { enqueueJob, type JobSpec } from './queue';

export type JobContext<P = Record<string, unknown>> = {
  id: string;
  kind: string;
  payload: P;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
  /** The job's company, when it has one. */
  companyId: string | null;
  /** The runner's clock at the claim (fixed in tests). */
  now: Date;
  db: Database;
  logger: Logger;
  /** A short transaction under the job's company, as app_user with row-level security. */
  inTenant: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
};

export type JobHandler<P = Record<string, unknown>> = (job: JobContext<P>) => Promise<void>;

export type RunnerOptions = {
  db: Database;
  logger: Logger;
  /** Injected in tests; the wall clock otherwise. */
  clock?: () => Date;
  /** Between polls when started (JOBS_POLL_MS). */
  pollMs?: number;
  /** How long a claimed job is reserved; a handler must finish well within it. */
  leaseMs?: number;
  /** Jobs one tick runs at most, so a flood never starves the next poll's periodic enqueueing. */
  maxPerTick?: number;
  /** Names this runner in locked_by (host:pid:random by default). */
  workerId?: string;
};

export type TickResult = { done: number; retried: number; failed: number };

export type JobRunner = {
  readonly workerId: string;
  /** The handler of a deferred job kind (queued with enqueueJob / runner.enqueue). */
  handle: <P = Record<string, unknown>>(kind: string, handler: JobHandler<P>) => void;
  /** A periodic job: queued once per period across all processes (dedupe key name@period), then run like any job. */
  every: <P = Record<string, unknown>>(name: string, period: Period, handler: JobHandler<P & { period: string }>, opts?: { maxAttempts?: number }) => void;
  enqueue: (tx: Database | Tx, spec: JobSpec) => Promise<string>;
  /** One tick: queue the periods that have begun, then run due jobs. Tests call it with a fixed `now`. */
  runDue: (now?: Date) => Promise<TickResult>;
  /** Poll every pollMs until stop(). */
  start: () => void;
  /** Poll now (after this process committed a job someone is waiting for, e.g. a reset mail). */
  wake: () => void;
  /** Stops polling and waits for the running tick. */
  stop: () => Promise<void>;
};

type Claimed = { id: string; kind: string; payload: Record<string, unknown>; run_as_company_id: string | null; attempts: number; max_attempts: number };

const DEFAULT_LEASE_MS = 5 * 60_000;

/** A timestamp parameter both drivers pass the same way. */
const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export function createJobRunner(opts: RunnerOptions): JobRunner {
  const { db, logger } = opts;
  const clock = opts.clock ?? (() => new Date());
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  const maxPerTick = opts.maxPerTick ?? 50;
  const workerId = opts.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, JobHandler>();
  const periodic: Array<{ name: string; period: Period; maxAttempts?: number }> = [];
  // Only spares a pointless insert per tick: the dedupe key is what makes "once per period" hold.
  const queuedSlot = new Map<string, string>();

  async function queuePeriods(now: Date) {
    for (const p of periodic) {
      const slot = currentSlot(p.period, now);
      if (queuedSlot.get(p.name) === slot.key) continue;
      await enqueueJob(db, { kind: p.name, payload: { period: slot.key }, runAt: slot.start, dedupeKey: `${p.name}@${slot.key}`, maxAttempts: p.maxAttempts });
      queuedSlot.set(p.name, slot.key);
    }
  }

  async function claim(now: Date): Promise<Claimed | undefined> {
    const kinds = sql.join([...handlers.keys()].map((k) => sql`${k}`), sql`, `);
    const [row] = await queryRows<Claimed>(
      db,
      sql`update jobs set status = 'running', locked_by = ${workerId}, locked_until = ${iso(new Date(now.getTime() + leaseMs))}, attempts = attempts + 1
        where id = (
          select id from jobs
          where kind in (${kinds})
            and ((status = 'pending' and (run_at is null or run_at <= ${iso(now)})) or (status = 'running' and locked_until <= ${iso(now)}))
          order by coalesce(run_at, created_at), created_at
          limit 1
          for update skip locked)
        returning id, kind, payload, run_as_company_id, attempts, max_attempts`,
    );
    return row;
  }

  const mine = (id: string) => and(eq(jobs.id, id), eq(jobs.lockedBy, workerId));

  async function runOne(job: Claimed, now: Date): Promise<keyof TickResult> {
    const handler = handlers.get(job.kind)!;
    const companyId = job.run_as_company_id;
    try {
      await handler({
        id: job.id,
        kind: job.kind,
        payload: job.payload,
        attempt: job.attempts,
        maxAttempts: job.max_attempts,
        companyId,
        now,
        db,
        logger,
        inTenant: (fn) => {
          if (!companyId) throw new Error(`job ${job.kind} has no company`);
          return withTenant(db, { companyId, userId: null }, fn);
        },
      });
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000) || 'failed';
      const decision = afterFailure(job.attempts, job.max_attempts, now);
      if ('giveUp' in decision) {
        logger.error({ err, job: job.id, kind: job.kind, attempts: job.attempts }, 'job failed for good');
        await db.update(jobs).set({ status: 'failed', lastError: message, finishedAt: now, lockedBy: null, lockedUntil: null }).where(mine(job.id));
        return 'failed';
      }
      logger.warn({ err, job: job.id, kind: job.kind, attempts: job.attempts, retryAt: decision.retryAt }, 'job failed, will retry');
      await db.update(jobs).set({ status: 'pending', lastError: message, runAt: decision.retryAt, lockedBy: null, lockedUntil: null }).where(mine(job.id));
      return 'retried';
    }
    await db.update(jobs).set({ status: 'done', finishedAt: now, lockedBy: null, lockedUntil: null }).where(mine(job.id));
    return 'done';
  }

  async function runDue(now?: Date): Promise<TickResult> {
    const at = () => now ?? clock();
    const result: TickResult = { done: 0, retried: 0, failed: 0 };
    await queuePeriods(at());
    if (handlers.size === 0) return result;
    for (let i = 0; i < maxPerTick; i++) {
      const claimedAt = at();
      const job = await claim(claimedAt);
      if (!job) break;
      result[await runOne(job, claimedAt)]++;
    }
    return result;
  }

  // Polling: one tick at a time per process; wake() asks for another tick right after.
  const pollMs = opts.pollMs ?? 1000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let started = false;
  let again = false;

  function schedule(delay: number) {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick() {
    timer = undefined;
    again = false;
    running = runDue()
      .catch((err: unknown) => logger.error({ err }, 'job runner tick failed'))
      .finally(() => {
        running = undefined;
        schedule(again ? 0 : pollMs);
      });
  }

  return {
    workerId,
    handle: (kind, handler) => {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} already has a handler`);
      handlers.set(kind, handler as JobHandler);
    },
    every: (name, period, handler, o) => {
      currentSlot(period, new Date(0)); // refuse a malformed period at registration, not at the first tick
      if (handlers.has(name)) throw new Error(`job kind ${name} already has a handler`);
      handlers.set(name, handler as unknown as JobHandler);
      periodic.push({ name, period, maxAttempts: o?.maxAttempts });
    },
    enqueue: enqueueJob,
    runDue,
    start: () => {
      if (started) return;
      started = true;
      schedule(0);
    },
    wake: () => {
      if (running) again = true;
      else schedule(0);
    },
    stop: async () => {
      started = false;
      clearTimeout(timer);
      await running;
    },
  };
}
