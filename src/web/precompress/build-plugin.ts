// Build step: every compressible file under dist/web/assets is also written as brotli (`.br`,
// quality 11) and gzip (`.gz`, level 9) beside it, once, so the server sends those bytes as they
// are (src/server/static.ts, serveStatic's `precompressed`) instead of gzipping each asset on
// every request at a middling level. Browsers ask for brotli: about a sixth less than gzip on
// the app's scripts, for a phone on its first visit. Hashed names never change, so neither do these.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;
/** Below this a response fits in a packet either way (hono's compress() leaves such bodies alone too). */
const MIN_BYTES = 1024;

/** Writes the `.br` and `.gz` of each compressible asset; returns how many files were compressed. */
export function precompressDirectory(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!COMPRESSIBLE.test(name) || statSync(path).size < MIN_BYTES) continue;
    const bytes = readFileSync(path);
    const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
    const gzip = gzipSync(bytes, { level: 9 });
    // Only when smaller: the server then falls back to the next encoding or the plain file.
    if (brotli.length < bytes.length) writeFileSync(`${path}.br`, brotli);
    if (gzip.length < bytes.length) writeFileSync(`${path}.gz`, gzip);
    count++;
  }
  return count;
}

export function precompressAssets(outDir: string): Plugin {
  return {
    name: 'masar-precompress-assets',
    apply: 'build',
    closeBundle() {
      precompressDirectory(join(outDir, 'assets'));
    },
  };
}
