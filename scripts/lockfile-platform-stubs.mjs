// The npm registry reachable here serves only the Linux builds of native packages (Tailwind's
// oxide, the Typst compiler), so
// `npm install` leaves the other platforms' optional packages out of package-lock.json and
// `npm ci` then refuses the lockfile as out of sync. This adds lock entries for those optional
// packages with their os/cpu, which npm ci skips on this platform without fetching them.
// Run it after any `npm install` that changes package-lock.json (npm run lock:fix).
import { readFileSync, writeFileSync } from 'node:fs';

// Native packages whose per-platform builds the registry here serves for Linux only.
const NATIVE = ['@tailwindcss/oxide', '@myriaddreamin/typst-ts-node-compiler'];
const OSES = ['android', 'darwin', 'freebsd', 'linux', 'win32'];
const CPUS = ['arm64', 'arm', 'x64', 'ia32', 'wasm32', 'riscv64', 's390x', 'ppc64'];

/** os/cpu/libc from a napi-rs style suffix: darwin-arm64, linux-x64-musl, win32-x64-msvc, wasm32-wasi. */
function platformOf(suffix) {
  const parts = suffix.split('-');
  const os = parts.find((p) => OSES.includes(p));
  const cpu = parts.find((p) => CPUS.includes(p));
  if (!cpu) return null;
  const libc = parts.includes('musl') ? ['musl'] : parts.includes('gnu') && os === 'linux' ? ['glibc'] : undefined;
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc ? { libc } : {}) };
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let added = 0;
for (const parent of NATIVE) {
  const entry = lock.packages[`node_modules/${parent}`];
  for (const [name, version] of Object.entries(entry?.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const platform = platformOf(name.slice(parent.length + 1));
    if (lock.packages[key] || !platform) continue;
    lock.packages[key] = { version, ...platform, optional: true, license: entry.license ?? 'MIT', engines: { node: '>= 10' } };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile: ${added} platform stub(s) added`);
