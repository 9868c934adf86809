// Builds a ready server from a config: database open and migrated, reference (and optionally
// demo) data in place, auth, the job runner and mail delivery wired. Used by main.ts, the tests
// and the e2e setup. The runner is not started here: main.ts starts it (tests call runDue).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { ephemeralSecret, type Config } from './config';
import { openDatabase, type DbHandle } from './db/client';
import { createFileStore, registerBucketSweep } from './files/file-store';
import { migrateDatabase, withStartupLock } from './db/migrate';
import type { Deps } from './http/env';
import { createJobRunner, registerJobPruning, type RunnerOptions } from './jobs';
import { createLogger, type Logger } from './logger';
import { registerMailDelivery } from './mail';
import { MODULE_JOBS } from './module-jobs';
import { createListener } from './realtime/listener';
import { seedDemo } from './seed/demo';
import { backfillCompanyLedger, backfillLedgers } from './seed/ledger-backfill';
import { onLedgerPosted, setHistoryPoster } from '../modules/finance/server';
import { budgetsAfterPosting } from '../modules/budgets/server';
import { ensureReferenceData } from './seed/reference-data';
import { registerBackupJobs } from '../modules/admin/server/backup/jobs';
import { backupKey } from '../modules/admin/server/backup/sealed-file';

export type Server = { app: ReturnType<typeof createApp>; deps: Deps; close: () => Promise<void> };

type BootstrapOptions = { handle?: DbHandle; logger?: Logger; migrate?: boolean; jobs?: Pick<RunnerOptions, 'clock' | 'workerId'> };

export async function bootstrap(config: Config, opts: BootstrapOptions = {}): Promise<Server> {
  const logger = opts.logger ?? createLogger(config.logLevel);
  // The accounting wizard posts a company's past events through the same backfill (decision 031).
  setHistoryPoster(backfillCompanyLedger);
  // Budgets check their 90 % / 100 % alerts inside each posting's transaction (decision 053).
  onLedgerPosted(budgetsAfterPosting);
  const handle = opts.handle ?? (await openDatabase({ DATABASE_URL: config.databaseUrl, DATA_DIR: config.dataDir }));
  await withStartupLock(handle, async () => {
    if (opts.migrate !== false) await migrateDatabase(handle);
    await ensureReferenceData(handle.db);
    if (config.seedDemo && (await seedDemo(handle.db, { scale: config.demoScale }))) logger.info('demo data seeded (password Masar@2026)');
    // Past money events without their ledger entry get it (idempotent: nothing to do on most starts).
    const posted = Object.values(await backfillLedgers(handle.db)).reduce((a, b) => a + b, 0);
    if (posted) logger.info({ posted }, 'ledger backfill: past events posted');
  });

  const jobs = createJobRunner({ db: handle.db, logger, pollMs: config.jobsPollMs || undefined, ...opts.jobs });
  registerJobPruning(jobs);
  registerMailDelivery(jobs, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  for (const register of MODULE_JOBS) register(jobs);
  const secret = resolveSecret(config, handle, logger);
  registerBackupJobs(jobs, handle, { dir: config.backupDir, key: backupKey(config.backupKey ?? secret), keep: config.backupKeep }, config.backupAt);
  const auth = createAuth({
    db: handle.db,
    secret,
    baseUrl: config.baseUrl,
    trustedOrigins: config.trustedOrigins,
    signInPerIpMax: config.signInPerIpMax,
    jobs,
  });
  const realtime = createListener(handle, logger);
  const files = createFileStore(config.s3Url);
  registerBucketSweep(jobs, files);
  const deps: Deps = { handle, auth, config, logger, jobs, files, realtime };
  const close = async () => {
    await jobs.stop(); // the running job finishes before the database closes
    await realtime.close();
    await handle.close();
  };
  return { app: createApp(deps), deps, close };
}

/** A configured secret; else one kept beside the embedded data; else a per-process one. */
function resolveSecret(config: Config, handle: DbHandle, logger: Logger): string {
  if (config.authSecret) return config.authSecret;
  if (handle.kind === 'pglite' && config.dataDir) {
    mkdirSync(config.dataDir, { recursive: true });
    const file = join(config.dataDir, '.auth-secret');
    if (!existsSync(file)) writeFileSync(file, ephemeralSecret(), { mode: 0o600 });
    return readFileSync(file, 'utf8').trim();
  }
  if (process.env.NODE_ENV === 'production') throw new Error('BETTER_AUTH_SECRET must be set in production');
  // Each process would sign with its own secret: a session made on one is refused by another.
  logger.warn('BETTER_AUTH_SECRET is not set: sessions will not survive a restart, nor be valid on another server process');
  return ephemeralSecret();
}
