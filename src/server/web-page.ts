// The app's HTML for a signed-in visit (decision 028): what its first paint needs rides in the page
// instead of waiting for the entry to run and ask. The signed-in user's GET /api/me answer is
// inlined as a JSON data block (`<script type="application/json">`: never executed, so the
// Content-Security-Policy needs no hash for it), which the web app puts in its query cache
// (src/web/app/page-payload.ts); the route's JS chunks are `<link rel="modulepreload">`ed, from
// the build's dist/web/route-chunks.json (src/web/app/route-chunks-plugin.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The id of the inlined /api/me payload (the web app reads it by this id). */
export const ME_PAYLOAD_ID = 'masar-me';

type RouteChunks = { layout: string[]; pages: Record<string, string[]> };

/**
 * JSON that is safe inside a `<script>` element: `<` (so no `</script>` or `<!--` ends or bends
 * it), `>` and `&` as \u escapes, and the two line separators JavaScript once refused in strings.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const AREAS_WITHOUT_PRELOAD = ['/auth', '/reset-password', '/super-admin', '/browse-company'];

/** Whether a manifest route pattern ('/customers/:id') matches a path. */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.replace(/\/+$/, '').split('/');
  return want.length === have.length && want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]));
}

/** The company-area page's JS files (layout and page), or none outside that area. */
export function preloadsFor(path: string, chunks: RouteChunks | null): string[] {
  if (!chunks || AREAS_WITHOUT_PRELOAD.some((area) => path === area || path.startsWith(`${area}/`))) return [];
  // A fixed path wins over a pattern ('/contracts/new' over '/contracts/:id').
  const patterns = Object.keys(chunks.pages).sort((a, b) => a.split(':').length - b.split(':').length);
  const page = patterns.find((pattern) => matches(pattern, path));
  return page ? [...chunks.layout, ...(chunks.pages[page] ?? [])] : [];
}

let cached: { dir: string; mtimeMs: number; chunks: RouteChunks | null } | null = null;

/** dist/web/route-chunks.json, read again when a new build replaces it. */
export function readRouteChunks(webDir: string): RouteChunks | null {
  const file = join(webDir, 'route-chunks.json');
  if (!existsSync(file)) return null;
  const { mtimeMs } = statSync(file);
  if (cached?.dir !== webDir || cached.mtimeMs !== mtimeMs) {
    let chunks: RouteChunks | null;
    try {
      chunks = JSON.parse(readFileSync(file, 'utf8')) as RouteChunks;
    } catch {
      chunks = null;
    }
    cached = { dir: webDir, mtimeMs, chunks };
  }
  return cached.chunks;
}

/** index.html with the user's payload and the route's preloads, just before `</head>`. */
export function signedInPage(html: string, page: { me: unknown; lang: string; preloads: string[] }): string {
  const links = page.preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href.replace(/"/g, '&quot;')}">`).join('');
  const payload = `<script type="application/json" id="${ME_PAYLOAD_ID}" data-lang="${page.lang}">${jsonForScript(page.me)}</script>`;
  // A function, so a `$&` in a company name is text, not a replacement pattern.
  return html.replace('</head>', () => `${links}${payload}</head>`);
}
