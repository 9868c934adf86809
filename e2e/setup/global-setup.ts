// Starts the real server (API + built web app) on a free port with a throw-away data directory
// and the demo data, plus one super admin made by the CLI who must change the password at first
// sign-in (DECISIONS 3). The web app must be built first (`npm test` builds it).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { runScript, startServerProcess } from '../../scripts/lib/server-process';
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
  const server = await startServerProcess({
    // The suite signs in well over a hundred times from 127.0.0.1 without a minute's pause, and
    // better-auth's per-address window only restarts after one: the last files were refused.
    env: { SIGN_IN_PER_IP_MAX: '100000', BACKUP_AT: 'off' },
    beforeStart: (dataDir) =>
      runScript(
        ['scripts/create-super-admin.ts', '--email', FORCED_CHANGE_USER.email, '--password', FORCED_CHANGE_USER.password, '--name', 'Platform Owner'],
        { DATA_DIR: dataDir },
      ),
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('serverLog', server.logFile);
  return () => server.stop();
}
