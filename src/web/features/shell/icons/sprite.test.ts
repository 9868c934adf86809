import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../../../core/modules/icons';
import committed from './menu-icons.svg?raw';
import { menuIconSprite } from './sprite-source';

describe('the menu icon sprite', () => {
  it('is what lucide draws for every manifest icon name (run `npm run icons:sprite` after adding one)', async () => {
    expect(committed).toBe(await menuIconSprite());
  });

  it('holds one symbol per icon name, each with something to draw', () => {
    const symbols = [...committed.matchAll(/<symbol id="([\w-]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(symbols.map((m) => m[1])).toEqual([...ICON_NAMES]);
    for (const [, name, body] of symbols) expect(body, name).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
  });
});
