import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorkerManifest } from './src/web/features/pwa/build-plugin';
import { landingPage } from './src/web/landing/build-plugin';
import { languageCatalogues } from './src/web/i18n/build-plugin';
import { prerenderAuth } from './src/web/prerender/build-plugin';
import { firstPaintChunks, routeChunks } from './src/web/app/build-plugin';
import { precompressAssets } from './src/web/precompress/build-plugin';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot('./src/web'),
  plugins: [react(), tailwindcss(), landingPage(), languageCatalogues(), serviceWorkerManifest(), routeChunks(), prerenderAuth(fromRoot('./dist/web')), precompressAssets(fromRoot('./dist/web'))],
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
            // The signed-in frame and the dashboard in a few chunks (app/build-chunks.ts).
            { name: firstPaintChunks(), debugName: 'first-paint', includeDependenciesRecursively: false },
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
