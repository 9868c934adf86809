import { describe, expect, it } from 'vitest';
import { assetsOfPage, buildSwManifest, versionOf } from './build-plugin';

const html = `<script type="module" crossorigin src="/assets/app-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/cn-2.js"><link rel="stylesheet" crossorigin href="/assets/app-3.css">
<link rel="icon" href="/favicon.svg">`;

describe('service worker manifest', () => {
  it('lists what index.html loads up front', () => {
    expect(assetsOfPage(html)).toEqual(['assets/app-1.js', 'assets/cn-2.js', 'assets/app-3.css']);
  });

  it('precaches both pages and the app shell, lists every hashed file, and versions the build', () => {
    const bundle = {
      'index.html': { type: 'asset' as const, fileName: 'index.html', source: html },
      'landing.html': { type: 'asset' as const, fileName: 'landing.html', source: '' },
      'assets/app-1.js': { type: 'chunk' as const, fileName: 'assets/app-1.js' },
      'assets/cn-2.js': { type: 'chunk' as const, fileName: 'assets/cn-2.js' },
      'assets/page-9.js': { type: 'chunk' as const, fileName: 'assets/page-9.js' },
      'assets/app-3.css': { type: 'asset' as const, fileName: 'assets/app-3.css', source: '' },
    };
    const manifest = buildSwManifest(bundle);
    expect(manifest.precache.slice(0, 5)).toEqual(['/index.html', '/landing.html', '/assets/app-1.js', '/assets/cn-2.js', '/assets/app-3.css']);
    expect(manifest.precache).toContain('/manifest.webmanifest');
    expect(manifest.precache).not.toContain('/assets/page-9.js');
    expect(manifest.assets).toEqual(['/assets/app-1.js', '/assets/app-3.css', '/assets/cn-2.js', '/assets/page-9.js']);
    expect(manifest.version).toBe(versionOf(Object.keys(bundle)));
  });

  it('changes the version whenever a file name changes', () => {
    expect(versionOf(['a-1.js', 'b.css'])).toBe(versionOf(['b.css', 'a-1.js']));
    expect(versionOf(['a-1.js'])).not.toBe(versionOf(['a-2.js']));
  });
});
