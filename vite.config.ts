import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorkerManifest } from './src/web/features/pwa/build-plugin';
import { landingPage } from './src/web/landing/build-plugin';
import { languageCatalogues } from './src/web/i18n/build-plugin';
import { prerenderAuth } from './src/web/prerender/build-plugin';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** lucide icons imported by these files (or folders), as a module-id pattern for a chunk group. */
function iconsOf(paths: string[], withHelpers = false): RegExp {
  const names = new Set<string>();
  for (const path of paths) {
    const files = /\.tsx?$/.test(path) ? [path] : readdirSync(fromRoot(path), { recursive: true, encoding: 'utf8' }).map((file) => join(path, file));
    for (const file of files.filter((name) => /\.tsx?$/.test(name))) {
      for (const match of readFileSync(fromRoot(file), 'utf8').matchAll(/lucide-react\/icons\/([\w-]+)'/g)) names.add(match[1]!);
    }
  }
  // lucide's own helpers (createLucideIcon, Icon, defaultAttributes) sit at the root of dist/esm.
  const helpers = withHelpers ? '|[\\w-]+' : '';
  return new RegExp(`node_modules[\\\\/]lucide-react[\\\\/]dist[\\\\/]esm[\\\\/](icons[\\\\/](${[...names].join('|')})${helpers})\\.mjs$`);
}

/** components/ui and the loose components beside it (logo, theme and language switches), not components/data. */
const UI_KIT = ['src/web/components/ui', ...readdirSync(fromRoot('src/web/components')).filter((file) => /\.tsx?$/.test(file)).map((file) => `src/web/components/${file}`)];

export default defineConfig({
  root: fromRoot('./src/web'),
  plugins: [react(), tailwindcss(), landingPage(), languageCatalogues(), serviceWorkerManifest(), prerenderAuth(fromRoot('./dist/web'))],
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    assetsDir: 'assets',
    // A lazy import preloads only its CSS, not its JS dependencies: Vite's lists of every route's
    // dependency files cost ~5 KB gzip in the entry, on every visit. A page's own imports then
    // load after its chunk (the spec's route preloading fetches the likely pages in idle time).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))) },
    rolldownOptions: {
      // Two pages: the app, and the light landing page of `/` (no React; written to landing.html).
      input: { app: fromRoot('./src/web/index.html'), landing: fromRoot('./src/web/landing/index.html') },
      output: {
        // Hashed names so the server can cache /assets/* forever.
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Vendor code in a few stable chunks (cached across deploys, none above the 100 KB gzip
        // budget); everything else is split by rolldown along the lazy routes.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
            { name: 'i18next', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            // Icons in two chunks instead of a tiny file per icon shared with some page: those of
            // the UI kit (every page, /auth too) and those the signed-in frame draws (menus, header).
            { name: 'ui-icons', test: iconsOf([...UI_KIT, 'src/web/pages', 'src/web/app', 'src/web/features/shell/components/loading-problem-card.tsx'], true) },
            { name: 'icons', test: iconsOf(['src/web/features/shell', 'src/web/layouts', 'src/modules/hr/web/components/clock']) },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});
