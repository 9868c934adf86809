import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './build-plugin';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDirectory', () => {
  it('writes a brotli and a gzip beside each script and stylesheet, which decode to the file, brotli the smaller', () => {
    dir = mkdtempSync(join(tmpdir(), 'masar-precompress-'));
    const script = `export function greet(name){return "مرحباً، "+name}\n`.repeat(200);
    writeFileSync(join(dir, 'app-1.js'), script);
    writeFileSync(join(dir, 'app-1.css'), '.a{color:red}\n'.repeat(200));
    expect(precompressDirectory(dir)).toBe(2);
    const brotli = readFileSync(join(dir, 'app-1.js.br'));
    const gzip = readFileSync(join(dir, 'app-1.js.gz'));
    expect(brotliDecompressSync(brotli).toString()).toBe(script);
    expect(gunzipSync(gzip).toString()).toBe(script);
    expect(brotli.length).toBeLessThan(gzip.length);
    expect(existsSync(join(dir, 'app-1.css.br'))).toBe(true);
  });

  it('leaves alone what is already compressed or too small to gain', () => {
    dir = mkdtempSync(join(tmpdir(), 'masar-precompress-'));
    writeFileSync(join(dir, 'font-1.woff2'), Buffer.alloc(4096, 7));
    writeFileSync(join(dir, 'tiny-1.js'), 'export const a = 1;');
    expect(precompressDirectory(dir)).toBe(0);
    expect(existsSync(join(dir, 'font-1.woff2.br'))).toBe(false);
    expect(existsSync(join(dir, 'tiny-1.js.gz'))).toBe(false);
  });
});
