import { describe, expect, it } from 'vitest';
import { arLanding } from '../i18n/locales/ar-landing';
import { enLanding } from '../i18n/locales/en-landing';
import { renderIcon, renderLandingTemplate } from './build-plugin';
import page from './index.html?raw';
import { lookup } from './texts';

const keys = [...page.matchAll(/data-i18n="([\w.]+)"/g), ...page.matchAll(/data-i18n-attr="[^"]*?:([\w.]+)"/g)].map((m) => m[1]!);

describe('the landing page template', () => {
  it('has Arabic and English text for every key it uses', () => {
    expect(keys.length).toBeGreaterThan(50);
    for (const key of keys) {
      expect(lookup(arLanding, key), `ar ${key}`).toBeTruthy();
      expect(lookup(enLanding, key), `en ${key}`).toBeTruthy();
    }
  });

  it('renders with every text, icon and attribute filled in, and no placeholder left', () => {
    const html = renderLandingTemplate(page, arLanding, 2026);
    expect(html).not.toMatch(/data-i18n="[\w.]+"[^>]*><\//);
    expect(html).not.toContain('data-icon=');
    expect(html).toContain(`>${arLanding.hero.title}</h1>`);
    expect(html).toContain(`content="${arLanding.meta.description}"`);
    expect(html).toMatch(/<span class="num" data-build-year>2026<\/span>/);
    // The ten business types of spec §1, each with an icon.
    const types = html.slice(html.indexOf('data-testid="business-types"'), html.indexOf('</ul>', html.indexOf('data-testid="business-types"')));
    expect(types.match(/<li/g)).toHaveLength(10);
    expect(types.match(/<svg/g)).toHaveLength(10);
  });

  it('escapes catalogue text and refuses unknown keys and icons', () => {
    expect(renderLandingTemplate('<p data-i18n="a"></p>', { a: '<b>&' })).toBe('<p data-i18n="a">&lt;b&gt;&amp;</p>');
    expect(() => renderLandingTemplate('<p data-i18n="missing"></p>', { a: 'x' })).toThrow(/missing/);
    expect(() => renderIcon('no-such-icon', '')).toThrow(/no-such-icon/);
    expect(renderIcon('car', 'size-6')).toMatch(/^<svg [^>]*class="size-6"[^>]*aria-hidden="true"/);
  });
});
