// The npm registry reachable here serves only the Linux builds of @tailwindcss/oxide, so
// `npm install` leaves the other platforms' optional packages out of package-lock.json and
// `npm ci` then refuses the lockfile as out of sync. This adds lock entries for those optional
// packages with their os/cpu, which npm ci skips on this platform without fetching them.
// Run it after any `npm install` that changes package-lock.json (npm run lock:fix).
import { readFileSync, writeFileSync } from 'node:fs';

const STUBS = {
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'freebsd-x64': { os: ['freebsd'], cpu: ['x64'] },
  'linux-arm-gnueabihf': { os: ['linux'], cpu: ['arm'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const oxide = lock.packages['node_modules/@tailwindcss/oxide'];
let added = 0;
for (const [name, version] of Object.entries(oxide?.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  const platform = STUBS[name.replace('@tailwindcss/oxide-', '')];
  if (lock.packages[key] || !platform) continue;
  lock.packages[key] = { version, ...platform, optional: true, license: 'MIT', engines: { node: '>= 20' } };
  added++;
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile: ${added} platform stub(s) added`);
