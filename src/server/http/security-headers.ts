// Browser-facing protections (issue 12): the common security headers on every response, a
// Content-Security-Policy computed from each HTML page we send, and no caching of API answers.
// Decision 021 records the choices.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './env';

/**
 * Whether a script element's `type` makes it a data block (e.g. application/json): the browser
 * never runs one, so script-src does not apply to it (HTML: "prepare the script element").
 */
export function isDataBlock(attributes: string): boolean {
  const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  if (!type) return false;
  const value = (type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase();
  const executable = value === '' || value === 'module' || value === 'importmap' || value === 'speculationrules' || /^(text|application)\/(x-)?(java|ecma)script$|^text\/(jscript|livescript|javascript1\.[0-5])$/.test(value);
  return !executable;
}

/** The sha256 source expressions of a page's inline scripts (those without `src`; data blocks need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? '') || isDataBlock(match[1] ?? '')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2] ?? '', 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy of one HTML page. Scripts: our own files and the page's inline scripts by hash,
 * never 'unsafe-inline' or eval. Styles keep 'unsafe-inline' for React's style attributes.
 * Blob URLs are the documents and PDFs the app opens after fetching them with its headers;
 * the office map is OpenStreetMap's embed; the properties map's tiles are images from its tile
 * host (`imageSources`, from MAP_TILE_URL). `framable` is the super admin's landing preview,
 * which the console shows in a frame of the app's own origin.
 */
export function contentSecurityPolicy(html: string, framable = false, imageSources: readonly string[] = []): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineScriptHashes(html)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...imageSources]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'self'", 'blob:', 'https://www.openstreetmap.org']],
    ['object-src', ["'self'", 'blob:']],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [framable ? "'self'" : "'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** nosniff, referrer policy, permissions policy and friends on every response; HSTS only for https. */
export function commonSecurityHeaders(baseUrl: string | undefined): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    // Frame rules depend on the page: set with the CSP below.
    xFrameOptions: false,
    strictTransportSecurity: baseUrl?.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    // The attendance clock-in reads the position; document capture may use the camera.
    permissionsPolicy: { geolocation: ['self'], camera: ['self'], microphone: [], payment: [], usb: [] },
  });
}

/**
 * The CSP source of a Leaflet tile URL template: its scheme and host, `{s}` (the subdomain
 * letter) as a wildcard first label. Null for a template CSP cannot name (a placeholder elsewhere
 * in the host, a relative or non-http URL): the tiles are then refused and the map shows its
 * markers on a blank ground, as it does offline.
 */
export function tileImageSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match) return null;
  const host = match[2]!.replace(/^\{s\}\./, '*.');
  if (/[{}]/.test(host)) return null;
  return `${match[1]!.toLowerCase()}://${host.toLowerCase()}`;
}

/** Every HTML response gets the policy of its own markup (hashes match what is sent, always). */
export const htmlContentSecurityPolicy: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.path.startsWith('/api/') || !c.res.headers.get('content-type')?.startsWith('text/html')) return;
  const html = await c.res.clone().text();
  const framable = c.req.path === '/' && c.req.query('preview') !== undefined;
  const tiles = tileImageSource(c.get('deps')?.config.mapTileUrl ?? '');
  c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(html, framable, tiles ? [tiles] : []));
  c.res.headers.set('X-Frame-Options', framable ? 'SAMEORIGIN' : 'DENY');
};

/** API answers carry a signed-in person's data: never stored by a browser or a shared cache. */
export const apiNoStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store');
};
