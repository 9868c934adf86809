import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorkerManifest } from './src/web/features/pwa/build-plugin';
import { landingPage } from './src/web/landing/build-plugin';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot('./src/web'),
  plugins: [react(), tailwindcss(), landingPage(), serviceWorkerManifest()],
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      // Two pages: the app, and the light landing page of `/` (no React; written to landing.html).
      input: { app: fromRoot('./src/web/index.html'), landing: fromRoot('./src/web/landing/index.html') },
      output: {
        // Hashed names so the server can cache /assets/* forever.
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
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
