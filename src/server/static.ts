// Serves the built web app: hashed assets cached for a year, index.html never cached, and the
// SPA fallback for every other GET outside /api.
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppEnv } from './http/env';

export function serveWeb(app: Hono<AppEnv>, webDir: string) {
  const indexPath = join(webDir, 'index.html');
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: webDir }),
  );
  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    await serveStatic({ root: webDir })(c, next);
    // index.html (served for "/") must be revalidated so a new deploy's hashed assets load.
    if (c.res.headers.get('content-type')?.startsWith('text/html')) c.header('Cache-Control', 'no-cache');
  });
  app.get('*', (c) => {
    if (!existsSync(indexPath)) return c.text('The web app is not built: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexPath, 'utf8'));
  });
}
