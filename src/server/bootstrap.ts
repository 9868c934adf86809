// Builds a ready server from a config: database open and migrated, reference (and optionally
// demo) data in place, auth and mail wired. Used by main.ts, the tests and the e2e setup.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { ephemeralSecret, type Config } from './config';
import { openDatabase, type DbHandle } from './db/client';
import { createFileStore } from './files/file-store';
import { migrateDatabase, withStartupLock } from './db/migrate';
import type { Deps } from './http/env';
import { createLogger, type Logger } from './logger';
import { createMailer } from './mail/mailer';
import { seedDemo } from './seed/demo';
import { ensureReferenceData } from './seed/reference-data';

export type Server = { app: ReturnType<typeof createApp>; deps: Deps; close: () => Promise<void> };

export async function bootstrap(config: Config, opts: { handle?: DbHandle; logger?: Logger; migrate?: boolean } = {}): Promise<Server> {
  const logger = opts.logger ?? createLogger(config.logLevel);
  const handle = opts.handle ?? (await openDatabase({ DATABASE_URL: config.databaseUrl, DATA_DIR: config.dataDir }));
  await withStartupLock(handle, async () => {
    if (opts.migrate !== false) await migrateDatabase(handle);
    await ensureReferenceData(handle.db);
    if (config.seedDemo && (await seedDemo(handle.db, { scale: config.demoScale }))) logger.info('demo data seeded (password Masar@2026)');
  });

  const mailer = createMailer({ db: handle.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  const auth = createAuth({
    db: handle.db,
    secret: resolveSecret(config, handle, logger),
    baseUrl: config.baseUrl,
    trustedOrigins: config.trustedOrigins,
    mailer,
  });
  const deps: Deps = { handle, auth, config, logger, mailer, files: createFileStore() };
  return { app: createApp(deps), deps, close: () => handle.close() };
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
