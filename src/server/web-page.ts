// The app's HTML for a signed-in visit (decision 028): what its first paint needs rides in the page
// instead of waiting for the entry to run and ask. The signed-in user's GET /api/me answer is
// inlined as a JSON data block (`<script type="application/json">`: never executed, so the
// Content-Security-Policy needs no hash for it), which the web app puts in its query cache
// (src/web/app/page-payload.ts); the route's JS chunks are `<link rel="modulepreload">`ed, from
// the build's dist/web/route-chunks.json (src/web/app/route-chunks-plugin.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../core/html/escape';
import { companyDisplayName, personDisplayName, welcomeText, type NamedPerson, type NameLanguage } from '../core/auth/names';

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

type Greeted = NamedPerson & { profile?: { languagePreference?: string } | null; company: { name: string; nameAr: string | null } | null };

/**
 * What /dashboard paints before the app has loaded: the page's greeting, as large as the page's
 * own heading (which the app then draws in its place), and the company under it, on the loading
 * screen. In the language the app will show: a user's profile sets it once the app runs (Arabic
 * unless English was chosen); without a profile the app follows the language chosen in this
 * browser, which only the page can read, so the greeting is Arabic with the English beside it for
 * the page's guard to show. Null for a user without a company (the platform's staff have no such page).
 */
export function dashboardFirstPaint(me: Greeted): string | null {
  if (!me.company) return null;
  const company = me.company;
  const fixed = me.profile ? (me.profile.languagePreference === 'en' ? 'en' : 'ar') : null;
  const greeting = (language: NameLanguage) => welcomeText(personDisplayName(me, language), language);
  const companyText = (language: NameLanguage) => companyDisplayName(company, language);
  const text = (of: (language: NameLanguage) => string) => (fixed ? `>${escapeHtml(of(fixed))}` : ` data-en="${escapeHtml(of('en'))}">${escapeHtml(of('ar'))}`);
  const direction = fixed ? ` lang="${fixed}" dir="${fixed === 'ar' ? 'rtl' : 'ltr'}"` : '';
  return `<div class="flex min-h-dvh flex-col items-center justify-center gap-3 px-6 text-center" aria-busy="true"${direction}>
    <h1 class="text-2xl font-bold tracking-tight sm:text-3xl"${text(greeting)}</h1>
    <p class="text-muted-foreground"${text(companyText)}</p>
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="mt-2 size-5 animate-spin text-muted-foreground"><path d="M21 12a9 9 0 1 1-6.219-8.56" /></svg>
  </div>`;
}

const FIRST_PAINT = /<div id="root"><!--first-paint-->([\s\S]*?)<!--\/first-paint-->/;

/**
 * The app's page for a signed-in user: their /api/me answer as a data block before `</head>`, and
 * the route's JS chunks. index.html preloads them with `<link rel="modulepreload">`; the built
 * signed-in.html (src/web/prerender/render-auth.tsx), which fetches the app's scripts once the
 * page has painted, takes them as a `masar-preloads` data block, and paints `firstPaint`'s markup
 * (marked as that path's prerendered page, the loading screen kept for its guard) in place of the loading screen.
 */
export function signedInPage(html: string, page: { me: unknown; lang: string; preloads: string[]; firstPaint?: { path: string; markup: string } | null }): string {
  const deferred = FIRST_PAINT.test(html);
  const links = deferred
    ? `<script type="application/json" id="masar-preloads">${jsonForScript(page.preloads)}</script>`
    : page.preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href.replace(/"/g, '&quot;')}">`).join('');
  const payload = `<script type="application/json" id="${ME_PAYLOAD_ID}" data-lang="${page.lang}">${jsonForScript(page.me)}</script>`;
  // Functions, so a `$&` in a company name is text, not a replacement pattern.
  const withData = html.replace('</head>', () => `${links}${payload}</head>`);
  if (!deferred) return withData;
  return withData.replace(FIRST_PAINT, (_, loading: string) =>
    page.firstPaint ? `<div id="root" data-prerendered="${escapeHtml(page.firstPaint.path)}" data-fallback="${escapeHtml(loading)}">${page.firstPaint.markup}` : `<div id="root">${loading}`,
  );
}
