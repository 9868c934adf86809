// The menu icons' sprite, written from lucide's own icons (run in Node by `npm run icons:sprite`,
// never in the browser): each icon component rendered once, its drawing kept as a <symbol>.
// sprite.test.ts fails when the committed menu-icons.svg no longer matches ICON_NAMES or the
// installed lucide.
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ICON_NAMES } from '../../../../core/modules/icons';

/** The shapes inside a rendered lucide `<svg …>…</svg>` (paths, circles, rects). */
function drawingOf(markup: string): string {
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
  if (!inner) throw new Error(`not an svg: ${markup.slice(0, 80)}`);
  return inner;
}

/** One `<symbol>` per manifest icon name, id = the name, in ICON_NAMES order. */
export async function menuIconSprite(): Promise<string> {
  const symbols: string[] = [];
  for (const name of ICON_NAMES) {
    const icon = ((await import(`lucide-react/icons/${name}`)) as { default: ComponentType }).default;
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${drawingOf(renderToStaticMarkup(createElement(icon)))}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
