// Serves the built web app: hashed assets cached for a year, HTML never cached, and the SPA
// fallback (index.html) for every other GET outside /api.
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveActor } from './http/access';
import type { AppEnv } from './http/env';
import { languageOf } from './http/lang';
import { describeMe } from './platform/routes/me';
import { dashboardFirstPaint, preloadsFor, readRouteChunks, signedInPage } from './web-page';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether the request carries a live session (the pages below differ for signed-in users). */
async function signedIn(c: Context<AppEnv>): Promise<boolean> {
  return Boolean(await c.get('deps').auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null));
}

export function serveWeb(app: Hono<AppEnv>, webDir: string) {
  const indexPath = join(webDir, 'index.html');
  const landingPath = join(webDir, 'landing.html');
  const authPath = join(webDir, 'auth.html');
  const signedInPath = join(webDir, 'signed-in.html');
  const files = serveStatic({ root: webDir });
  // The build wrote each script's and stylesheet's brotli and gzip beside it (src/web/precompress/build-plugin.ts).
  const assets = serveStatic({ root: webDir, precompressed: true });

  // `/` is the public landing page, a separate light entry (no React); a signed-in user is
  // sent to the dashboard by the server itself, so no spinner or flash is needed (spec §2).
  app.get('/', async (c) => {
    // ?preview: the super admin's landing-management preview shows the page even when signed in.
    if (c.req.query('preview') === undefined && (await signedIn(c))) return c.redirect('/dashboard', 302);
    const page = existsSync(landingPath) ? landingPath : indexPath;
    if (!existsSync(page)) return c.text('The web app is not built: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(page, 'utf8'));
  });

  // `/auth` for a signed-out visitor: the sign-in page prerendered into the app's HTML at build
  // time (src/web/prerender/render-auth.tsx), so it paints before the scripts run. A signed-in user gets the
  // app, whose loader sends them on (to ?from= or the dashboard).
  app.get('/auth', async (c, next) => {
    if (!existsSync(authPath) || (await signedIn(c))) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(authPath, 'utf8'));
  });

  // Headers are set before serveStatic builds its response, which carries them.
  app.get('/assets/*', async (c, next) => {
    c.header('Cache-Control', IMMUTABLE);
    return assets(c, next);
  });
  // A missing hashed asset is a 404, never the app (a stale tab must not parse HTML as JS).
  app.get('/assets/*', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text('Not found', 404);
  });

  app.get('*', async (c, next) => {
    if (c.req.path === '/' || c.req.path.endsWith('.html')) c.header('Cache-Control', 'no-cache');
    return files(c, next);
  });
  // The app. A signed-in visit gets its user's /api/me answer and its route's chunks in the page
  // (web-page.ts): personal, so never stored by a browser or a shared cache.
  app.get('*', async (c) => {
    if (!existsSync(indexPath)) return c.text('The web app is not built: run `npm run build`.', 503);
    const html = readFileSync(indexPath, 'utf8');
    c.header('Vary', 'Cookie');
    const actor = await resolveActor(c).catch(() => null);
    if (!actor) {
      c.header('Cache-Control', 'no-cache');
      return c.html(html);
    }
    c.header('Cache-Control', 'private, no-store');
    const lang = languageOf(c.req.header('accept-language'));
    // Without the payload the app asks /api/me itself, as it always could.
    const me = await describeMe(c.get('deps').handle.db, actor, lang).catch(() => null);
    if (!me) return c.html(html);
    // A page with something of its own to paint first (the dashboard's greeting) is the build's
    // signed-in.html, whose scripts load once that has painted (decision 070). Any other page has
    // only the spinner to show: holding its scripts back would only make it later.
    const markup = c.req.path === '/dashboard' ? dashboardFirstPaint(me) : null;
    const firstPaint = markup && existsSync(signedInPath) ? { path: c.req.path, markup } : null;
    const page = firstPaint ? readFileSync(signedInPath, 'utf8') : html;
    return c.html(signedInPage(page, { me, lang, preloads: preloadsFor(c.req.path, readRouteChunks(webDir)), firstPaint }));
  });
}
