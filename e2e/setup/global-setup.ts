// Starts the real server (API + built web app) on a free port with a throw-away data directory
// and the demo data, plus one super admin made by the CLI who must change the password at first
// sign-in (DECISIONS 3). The web app must be built first (`npm test` builds it).
//
// With TEST_DATABASE_URL set (as `npm test` does where PostgreSQL runs) the server works on a
// throw-away PostgreSQL database, dropped afterwards; else on the embedded PGlite under the data
// directory. On PGlite every query runs inside the one server process, about two thirds of a core
// through the tier (decision 067). With TEST_TEMPLATE_DATABASE too (npm test seeds one template
// for this tier and the PostgreSQL API tier), the database is a copy of it and the server finds
// its demo data already there.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { runScript, startServerProcess } from '../../scripts/lib/server-process';
import { throwAwayDatabase } from '../../scripts/lib/throwaway-database';
import { FORCED_CHANGE_USER } from '../support/demo-users';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverLog: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(process.cwd(), 'dist/web/index.html'))) {
    throw new Error('dist/web is missing: run `npx vite build` before the e2e tests.');
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = adminUrl ? await throwAwayDatabase(adminUrl, 'masar_e2e', process.env.TEST_TEMPLATE_DATABASE || undefined) : null;
  const databaseEnv: Record<string, string> = database ? { DATABASE_URL: database.url } : {};
  try {
    const server = await startServerProcess({
      // The suite signs in well over a hundred times from 127.0.0.1 without a minute's pause, and
      // better-auth's per-address window only restarts after one: the last files were refused.
      env: { SIGN_IN_PER_IP_MAX: '100000', BACKUP_AT: 'off', ...databaseEnv },
      beforeStart: (dataDir) =>
        runScript(
          ['scripts/create-super-admin.ts', '--email', FORCED_CHANGE_USER.email, '--password', FORCED_CHANGE_USER.password, '--name', 'Platform Owner'],
          { DATA_DIR: dataDir, ...databaseEnv },
        ),
    });
    project.provide('baseUrl', server.baseUrl);
    project.provide('serverLog', server.logFile);
    return async () => {
      await server.stop();
      await database?.drop();
    };
  } catch (error) {
    await database?.drop();
    throw error;
  }
}
