// Build steps for the signed-in first paint (decision 028), run by Vite in Node.
//
// 1. firstPaintChunks(): the chunk plan. Left to itself rolldown cuts the shell along every shared
// import: a cold visit to /dashboard fetched 47 files, most under 1 KB. Here the modules the
// company frame and the dashboard import statically are grouped into a few chunks, chosen from
// the module graph (not by folder) so nothing the visit does not run is pulled in:
// - `ui`: what the sign-in page and the signed-in frame share (components, lib), fetched by both;
// - `shell`: the rest of the company layout (sidebar, header, banners, clock);
// - `dashboard`: the dashboard page with the business type's figures.
// The entry's and the landing page's own modules stay where rolldown puts them, and every other
// page keeps its own lazy chunk.
//
// 2. routeChunks(): writes dist/web/route-chunks.json: for the company layout and for each page of
// app/pages.ts, the JS files its lazy import fetches (its chunk and that chunk's static imports),
// less what index.html already loads. The server puts them in `<link rel="modulepreload">` of a
// signed-in page (src/server/web-page.ts), so they download with the HTML instead of one after
// another once the entry has run.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

type ModuleInfo = { importedIds: readonly string[] } | null;
type Context = { getModuleInfo: (id: string) => ModuleInfo };

const at = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

const ENTRIES = [at('src/web/main.tsx'), at('src/web/landing/main.ts')];
const SIGN_IN = [at('src/web/features/auth/pages/auth-page.tsx')];
const SHELL = [at('src/web/layouts/company-layout.tsx')];
const DASHBOARD = [at('src/web/features/dashboard/pages/dashboard-page.tsx'), at('src/modules/dashboard/web/components/rental-dashboard.tsx')];

/** Every module the roots import statically, the roots included. */
function closure(roots: string[], ctx: Context): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds);
  }
  return seen;
}

type Plan = { entries: Set<string>; signIn: Set<string>; shell: Set<string>; dashboard: Set<string> };

/** The name function of a rolldown code-splitting group (the graph is read once per build). */
export function firstPaintChunks() {
  let plan: Plan | null = null;
  return (id: string, ctx: Context): string | null => {
    plan ??= { entries: closure(ENTRIES, ctx), signIn: closure(SIGN_IN, ctx), shell: closure(SHELL, ctx), dashboard: closure(DASHBOARD, ctx) };
    if (plan.entries.has(id)) return null;
    const signedIn = plan.shell.has(id) || plan.dashboard.has(id);
    if (plan.signIn.has(id)) return signedIn ? 'ui' : null;
    if (plan.shell.has(id)) return 'shell';
    if (plan.dashboard.has(id)) return 'dashboard';
    return null;
  };
}

export type RouteChunks = { layout: string[]; pages: Record<string, string[]> };

const APP = dirname(fileURLToPath(import.meta.url));
const PAGES_FILE = resolve(APP, 'pages.ts');
const LAYOUT = resolve(APP, '../layouts/company-layout.tsx');
const ENTRY = resolve(APP, '../main.tsx');

type Chunk = { type: 'chunk'; fileName: string; moduleIds: string[]; imports: string[] };

/** Route pattern -> the absolute path of the module its page is imported from. */
export function pageModules(source = readFileSync(PAGES_FILE, 'utf8')): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const match of source.matchAll(/'(\/[^']*)':\s*async \(\) => \(\{ Component: \(await import\('([^']+)'\)\)/g)) {
    pages[match[1]!] = `${resolve(APP, match[2]!)}.tsx`;
  }
  return pages;
}

export function routeChunks(): Plugin {
  return {
    name: 'masar-route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Chunk & typeof item => item.type === 'chunk') as unknown as Chunk[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = new Map<string, Chunk>();
      for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk);
      const withImports = (chunk: Chunk | undefined, into = new Set<string>()): Set<string> => {
        if (!chunk || into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const file of chunk.imports) withImports(byFile.get(file), into);
        return into;
      };
      const loaded = withImports(chunkOf.get(ENTRY));
      const filesOf = (id: string) => [...withImports(chunkOf.get(id))].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
      const layout = filesOf(LAYOUT);
      const pages = Object.fromEntries(Object.entries(pageModules()).map(([path, id]) => [path, filesOf(id).filter((file) => !layout.includes(file))]));
      this.emitFile({ type: 'asset', fileName: 'route-chunks.json', source: JSON.stringify({ layout, pages } satisfies RouteChunks) });
    },
  };
}
