/**
 * Build step of the service worker: writes dist/web/sw-manifest.js, which /sw.js imports, with
 * this build's version, the app shell to precache and the list of current hashed files.
 * Runs in Node at build time only.
 * (Fonts and lazy route chunks are cached the first time they are used.)
 */
import type { Plugin } from 'vite';

export const SW_MANIFEST_FILE = 'sw-manifest.js';

/** Files besides the built HTML and entry scripts that the installed app needs offline. */
const STATIC_SHELL = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon.svg', '/icons/icon-192.png'];

export type SwManifest = { version: string; precache: string[]; assets: string[] };

type OutputEntry = { type: 'chunk'; fileName: string } | { type: 'asset'; fileName: string; source: string | Uint8Array };

/** FNV-1a, 32 bits: a short version id that changes whenever any output file name (hash) does. */
export function versionOf(fileNames: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of [...fileNames].sort().join('\n')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The hashed files an HTML page loads up front: scripts, module preloads, styles and preloaded
 * fonts, and the language catalogues its inline script preloads (i18n/build-plugin.ts).
 */
export function assetsOfPage(html: string): string[] {
  return [...html.matchAll(/"\/(assets\/[^"]+)"/g)].map((match) => match[1]!);
}

/** The app shell: both pages and everything index.html loads before the first render. */
export function buildSwManifest(bundle: Record<string, OutputEntry>): SwManifest {
  const files = Object.keys(bundle);
  const index = bundle['index.html'];
  const html = index?.type === 'asset' ? (typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source)) : '';
  const pages = ['index.html', 'landing.html'].filter((page) => files.includes(page) || (page === 'landing.html' && files.includes('landing/index.html')));
  return {
    version: versionOf(files),
    precache: [...pages, ...new Set(assetsOfPage(html))].map((file) => `/${file}`).concat(STATIC_SHELL),
    assets: files.filter((file) => file.startsWith('assets/')).map((file) => `/${file}`).sort(),
  };
}

export function serviceWorkerManifest(): Plugin {
  return {
    name: 'masar:sw-manifest',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const manifest = buildSwManifest(bundle as unknown as Record<string, OutputEntry>);
        this.emitFile({ type: 'asset', fileName: SW_MANIFEST_FILE, source: `self.__MASAR_SW__ = ${JSON.stringify(manifest)};\n` });
      },
    },
  };
}
