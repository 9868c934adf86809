// `npm test`: every tier, failing fast until the last two. Installs Debian's chromium, poppler-utils
// and postgresql when missing (CI machines start without them), then: lint and typecheck (the
// seeded databases the API and browser tiers copy are built meanwhile), build, unit, API
// integration on PGlite, then the same API suite on PostgreSQL and the browser end-to-end suite
// side by side (each alone leaves a core idle part of the time); both always finish and both are
// reported.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const results = [];

function run(label, cmd, args, env = {}, after = () => {}) {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  after();
  if (res.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    summary();
    process.exit(res.status ?? 1);
  }
}

/**
 * Steps that each keep one core busy (eslint and tsc are single-threaded), run at once with their
 * output kept apart and printed in order when all have ended; fails like `run` if any failed.
 */
async function runTogether(steps) {
  const ended = steps.map(({ label, cmd, args }) => {
    console.log(`\n▶ ${label} (beside the others): ${cmd} ${args.join(' ')}`);
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    return new Promise((resolve) => child.on('close', (code) => resolve({ label, code, output })));
  });
  const failed = [];
  for (const { label, code, output } of await Promise.all(ended)) {
    console.log(`\n▶ ${label}: ${code === 0 ? 'passed' : 'failed'}`);
    process.stdout.write(output);
    if (code !== 0) failed.push(label);
  }
  if (failed.length > 0) {
    console.error(`\n✖ ${failed.join(', ')} failed`);
    process.exit(1);
  }
}

function quiet(cmd, args) {
  return spawnSync(cmd, args, { stdio: 'pipe', encoding: 'utf8' });
}

const isRoot = process.getuid?.() === 0;
let aptUpdated = false;
function aptInstall(pkg) {
  if (!isRoot) return false;
  if (!aptUpdated) {
    quiet('apt-get', ['update', '-qq']);
    aptUpdated = true;
  }
  console.log(`installing Debian package ${pkg} …`);
  return spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

function ensureChromium() {
  // pdftoppm (poppler-utils) turns the e2e's exported PDFs into PNGs beside the screenshots.
  if (!existsSync('/usr/bin/pdftoppm')) aptInstall('poppler-utils');
  if (existsSync('/usr/bin/chromium')) return true;
  return aptInstall('chromium') && existsSync('/usr/bin/chromium');
}

function pgReady() {
  return quiet('pg_isready', ['-h', '127.0.0.1', '-p', '5432']).status === 0;
}

function ensurePostgres() {
  if (process.env.SKIP_POSTGRES === '1') return false;
  if (quiet('which', ['pg_isready']).status === 0 && pgReady()) return true;
  if (!existsSync('/etc/postgresql') && !aptInstall('postgresql')) return false;
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  for (const v of versions) quiet('pg_ctlcluster', ['--skip-systemctl-redirect', v, 'main', 'start']);
  for (let i = 0; i < 30 && !pgReady(); i++) spawnSync('sleep', ['1']);
  if (!pgReady()) return false;
  // Debian's fresh cluster asks TCP clients for a password: trust loopback for the test role.
  if (quiet('psql', [PG_URL, '-Atc', 'select 1']).status !== 0 && isRoot) {
    for (const v of versions) {
      const hba = `/etc/postgresql/${v}/main/pg_hba.conf`;
      const text = readFileSync(hba, 'utf8').replace(/^(host\s+all\s+all\s+(127\.0\.0\.1\/32|::1\/128)\s+)\S+/gm, '$1trust');
      writeFileSync(hba, text);
      quiet('pg_ctlcluster', ['--skip-systemctl-redirect', v, 'main', 'reload']);
    }
  }
  return quiet('psql', [PG_URL, '-Atc', 'select 1']).status === 0;
}

// Vitest writes a JSON report per tier so the run ends with one "N passed, N failed" line.
function vitestArgs(label, project) {
  mkdirSync('test-results', { recursive: true });
  const report = `test-results/${label.replace(/\W+/g, '-')}.json`;
  rmSync(report, { force: true });
  const record = () => {
    if (!existsSync(report)) return;
    const r = JSON.parse(readFileSync(report, 'utf8'));
    // The failing tests are named again at the very end: CI keeps only the tail of the log.
    const failures = r.testResults.flatMap((file) =>
      file.assertionResults
        .filter((t) => t.status === 'failed')
        .map((t) => ({
          name: `${relative(process.cwd(), file.name)} › ${t.fullName}`,
          why: String(t.failureMessages?.[0] ?? file.message ?? '').split('\n').slice(0, 6).join('\n      '),
        })),
    );
    if (r.numFailedTestSuites > 0 && failures.length === 0)
      for (const file of r.testResults.filter((f) => f.status === 'failed'))
        failures.push({ name: relative(process.cwd(), file.name), why: String(file.message ?? '').split('\n').slice(0, 6).join('\n      ') });
    results.push({ label, passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests, failures });
  };
  return { args: ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], record };
}

function vitest(label, project, env = {}) {
  const { args, record } = vitestArgs(label, project);
  run(label, 'npx', args, env, record);
}

/**
 * A tier started in the background, its output kept in a file (two tiers never interleave on the
 * console) and printed when `wait` is called. Resolves to the tier's exit status.
 */
function vitestInBackground(label, project, env = {}) {
  const { args, record } = vitestArgs(label, project);
  const log = `test-results/${label.replace(/\W+/g, '-')}.log`;
  const fd = openSync(log, 'w');
  console.log(`\n▶ ${label} (beside the next tier; its output follows when it ends): npx ${args.join(' ')}`);
  const child = spawn('npx', args, { stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  const done = new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  return {
    label,
    wait: async () => {
      const status = await done;
      closeSync(fd);
      console.log(`\n▶ ${label}: output`);
      process.stdout.write(readFileSync(log, 'utf8'));
      record();
      return status;
    },
  };
}

function summary() {
  if (results.length === 0) return;
  console.log('\nTest tiers:');
  // Skips are shown, never silent: the two-process test (src/server/scale-out.test.ts) runs in the
  // PostgreSQL pass only and is skipped in the PGlite one.
  const line = (r) => `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`;
  for (const r of results) console.log(`  ${r.label.padEnd(22)} ${line(r)}`);
  for (const r of results)
    for (const f of r.failures) console.log(`\n✖ ${r.label}: ${f.name}\n      ${f.why}`);
  const total = (key) => results.reduce((n, r) => n + r[key], 0);
  console.log(`\n${line({ passed: total('passed'), failed: total('failed'), skipped: total('skipped') })}`);
}

/**
 * Builds the PGlite template dump and, where PostgreSQL runs, the template database, each in a
 * process of its own (scripts/test-template.ts), output kept in a log printed if one fails.
 * Whatever was built is removed when this process exits, however it exits.
 */
function startTemplates(withPostgres) {
  const dir = mkdtempSync(join(tmpdir(), 'masar-templates-'));
  const dump = join(dir, 'template.tar');
  const database = `masar_tpl_npm_test_${process.pid}`;
  const builds = {};
  const build = (kind, args) => {
    const log = join(dir, `${kind}.log`);
    const fd = openSync(log, 'w');
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/test-template.ts', kind, ...args], { stdio: ['ignore', fd, fd] });
    const done = new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
    builds[kind] = { child, log, done };
  };
  console.log(`\n▶ test templates (beside lint and typecheck): PGlite${withPostgres ? ' and PostgreSQL' : ''}`);
  build('pglite', [dump]);
  if (withPostgres) build('postgres', [PG_URL, database]);
  // Ctrl-C or a CI timeout: exit through the handler below rather than die with the templates kept.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  process.on('exit', () => {
    for (const { child } of Object.values(builds)) if (child.exitCode === null) child.kill('SIGKILL');
    if (withPostgres) quiet('psql', [PG_URL, '-Atc', `drop database if exists ${database} with (force)`]);
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    dump,
    database,
    ready: async (kind) => {
      const code = await builds[kind].done;
      if (code === 0) return;
      process.stdout.write(readFileSync(builds[kind].log, 'utf8'));
      console.error(`\n✖ the ${kind} test template could not be built`);
      summary();
      process.exit(1);
    },
  };
}

const chromium = ensureChromium();
const postgres = ensurePostgres();
const ci = process.env.CI === 'true';
if (ci && !chromium) throw new Error('Chromium could not be installed: the e2e tier cannot run');
if (ci && !postgres) throw new Error('PostgreSQL is not available: the PostgreSQL tier cannot run');

// The seeded templates the API and browser tiers copy are built while lint and typecheck run (each
// of those keeps one core, the PGlite seed one, the PostgreSQL seed mostly waits on the database):
// every tier used to seed its own before its first test.
const templates = startTemplates(postgres);
await runTogether([
  { label: 'lint', cmd: 'npx', args: ['eslint', '.'] },
  { label: 'typecheck', cmd: 'npx', args: ['tsc', '--noEmit', '-p', '.'] },
]);
run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
vitest('unit', 'unit');
await templates.ready('pglite');
vitest('api (PGlite)', 'api', { TEST_TEMPLATE_DUMP: templates.dump });
if (postgres) await templates.ready('postgres');
const pgTemplate = postgres ? { TEST_DATABASE_URL: PG_URL, TEST_TEMPLATE_DATABASE: templates.database } : {};
// Neither tier keeps both cores busy all the time (the browser waits on pages, the API files on
// their servers' start): the PostgreSQL API tier runs beside the browser tier instead of after it.
const beside = postgres ? vitestInBackground('api (PostgreSQL)', 'api', pgTemplate) : null;
if (!postgres) console.warn('\n⚠ PostgreSQL not available here: the PostgreSQL tier was not run');
let e2eStatus = 0;
if (chromium) {
  const { args, record } = vitestArgs('e2e (Chromium)', 'e2e');
  console.log(`\n▶ e2e (Chromium): npx ${args.join(' ')}`);
  // Where PostgreSQL runs, the browser tier's server works on a throw-away database of it (decision
  // 067): on the embedded PGlite every query ran inside the server's one process, about two thirds
  // of a core through the tier, after a two-minute seed.
  const env = { ...process.env, ...pgTemplate };
  e2eStatus = spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1;
  record();
} else console.warn('\n⚠ Chromium not available here: the e2e tier was not run');
const besideStatus = beside ? await beside.wait() : 0;
if (besideStatus !== 0) console.error('\n✖ api (PostgreSQL) failed');
if (e2eStatus !== 0) console.error('\n✖ e2e (Chromium) failed');
summary();
if (besideStatus !== 0 || e2eStatus !== 0) process.exit(1);
