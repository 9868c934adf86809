// `npm start` builds the web app only when dist/web is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const OUT = 'dist/web/index.html';
const SOURCES = ['src/web', 'src/core', 'src/modules', 'vite.config.ts', 'package-lock.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

const built = existsSync(OUT) ? statSync(OUT).mtimeMs : 0;
const changed = Math.max(...SOURCES.map(newest));
if (built > changed) process.exit(0);
console.log(built ? 'web sources changed: rebuilding the web app…' : 'building the web app (first start)…');
const res = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
process.exit(res.status ?? 1);
