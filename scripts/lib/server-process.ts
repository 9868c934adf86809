// Runs the real server as a child process on a free port with a throw-away data directory:
// shared by the e2e setup and the benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A first start seeds every module's demo (the real-estate company is lived day by day: most of a
// minute on an idle machine, several on a loaded one). This is a guard against a hung start, not a
// speed check: the wait ends as soon as /api/health answers.
const STARTUP_TIMEOUT_MS = 360_000;

// Vitest puts Vite's env (BASE_URL, MODE, DEV, PROD, SSR) into process.env; the server gets
// the environment a shell would give it.
const VITE_ENV_KEYS = new Set(['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR']);

function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !VITE_ENV_KEYS.has(key) && !key.startsWith('VITEST')));
  return { ...env, ...extra };
}

export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}

/** `count` distinct free ports: every listener stays open until all have one. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () =>
      new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
        const server = createServer();
        server.unref();
        server.on('error', reject);
        server.listen(0, '127.0.0.1', () => resolve(server));
      }),
    ),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  });
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string, timeoutMs = STARTUP_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs} ms:\n${output()}`);
}

function stopProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/** Runs a Node script of the project (e.g. scripts/create-super-admin.ts) to completion. */
export function runScript(args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: process.cwd(), env: serverEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`))));
  });
}

export type ServerProcess = { baseUrl: string; dataDir: string; logFile: string; stop: () => Promise<void> };

type StartOptions = {
  env?: Record<string, string>;
  /** Runs before the server opens the data dir (PGlite allows one process per data dir). */
  beforeStart?: (dataDir: string) => Promise<void>;
  /** Seeding scaled demo data (benchmarks) takes longer than the default two minutes. */
  startupTimeoutMs?: number;
  /** A port chosen by the caller (several servers at once: see freePorts); else a free one. */
  port?: number;
};

/**
 * Starts `src/server/main.ts` with the demo data; the web app must already be built. The
 * server's log goes to `logFile`, which tests may read (e.g. a password-reset link).
 */
export async function startServerProcess(options: StartOptions = {}): Promise<ServerProcess> {
  const root = await mkdtemp(join(tmpdir(), 'masar-run-'));
  const dataDir = join(root, 'data');
  const logFile = join(root, 'server.log');
  await options.beforeStart?.(dataDir);
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: process.cwd(),
    env: serverEnv({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'info', ...options.env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const file = createWriteStream(logFile);
  const keep = (chunk: Buffer) => {
    file.write(chunk);
    log = (log + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  let stopping = false;
  server.once('exit', (code, signal) => {
    if (!stopping) console.error(`[server] stopped unexpectedly (code ${code}, signal ${signal}):\n${log}`);
  });
  const stop = async () => {
    stopping = true;
    await stopProcess(server);
    file.end();
    await rm(root, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server, () => log, options.startupTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, logFile, stop };
}
