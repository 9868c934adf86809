// Runs render-auth.tsx in Node once the app is written (it needs the built index.html and assets).
import { spawnSync } from 'node:child_process';
import type { Plugin } from 'vite';

export function prerenderAuth(outDir: string): Plugin {
  return {
    name: 'masar-prerender-auth',
    apply: 'build',
    closeBundle() {
      const script = new URL('./render-auth.tsx', import.meta.url).pathname;
      const res = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit', env: { ...process.env, WEB_DIR: outDir } });
      if (res.status !== 0) throw new Error('prerendering /auth failed');
    },
  };
}
