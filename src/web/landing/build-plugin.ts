/**
 * Build step of the landing page (a separate Vite entry without React): fills the Arabic texts of
 * the `landing` catalogue and lucide icons into its static HTML, preloads its two web fonts, and
 * writes it to dist/web/landing.html, the file the server answers `GET /` with.
 * Runs in Node at build time only; nothing here reaches the browser.
 */
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
// The barrel is fine here: icons are rendered to SVG markup at build time, never bundled.
import * as lucide from 'lucide-react';
import type { Plugin } from 'vite';
import { arLanding } from '../i18n/locales/ar-landing';
import { escapeHtml, lookup, type TextTree } from './texts';

const SOURCE_PAGE = 'landing/index.html';
export const LANDING_OUTPUT = 'landing.html';

/** The fonts the first screen paints with (body and bold headings), preloaded to avoid a late swap. */
const PRELOADED_FONTS = [/ibm-plex-sans-arabic-arabic-400-[\w-]+\.woff2$/, /ibm-plex-sans-arabic-arabic-700-[\w-]+\.woff2$/];

function pascalCase(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}

/** `<svg data-icon="car" class="size-6"></svg>` → lucide's car icon with those classes. */
export function renderIcon(name: string, className: string): string {
  const icon = (lucide as unknown as Record<string, ComponentType<Record<string, unknown>> | undefined>)[pascalCase(name)];
  if (!icon) throw new Error(`landing page: unknown lucide icon "${name}"`);
  return renderToStaticMarkup(createElement(icon, { className, 'aria-hidden': 'true', focusable: 'false' }))
    .replace(/ class="lucide lucide-[\w-]+ ?/, ' class="');
}

/**
 * Fills the template: empty elements with `data-i18n="key"` get their text, `data-i18n-attr="attr:key …"`
 * adds those attributes, `<svg data-icon>` becomes an icon and `data-build-year` the year.
 * A key missing from the catalogue fails the build instead of shipping an empty heading.
 */
export function renderLandingTemplate(html: string, texts: TextTree, year = new Date().getFullYear()): string {
  const text = (key: string) => {
    const value = lookup(texts, key);
    if (value === undefined) throw new Error(`landing page: no text for "${key}"`);
    return escapeHtml(value);
  };
  return html
    .replace(/<(\w+)([^<>]*?\sdata-i18n="([\w.]+)"[^<>]*)><\/\1>/g, (_, tag: string, attrs: string, key: string) => `<${tag}${attrs}>${text(key)}</${tag}>`)
    .replace(/\sdata-i18n-attr="([^"]+)"/g, (whole, pairs: string) => {
      const attrs = pairs.split(/\s+/).map((pair) => {
        const [attr, key] = pair.split(':');
        if (!attr || !key) throw new Error(`landing page: bad data-i18n-attr "${pairs}"`);
        return ` ${attr}="${text(key)}"`;
      });
      return `${whole}${attrs.join('')}`;
    })
    .replace(/<svg data-icon="([\w-]+)"(?: class="([^"]*)")?><\/svg>/g, (_, name: string, className = '') => renderIcon(name, className))
    .replace(/(<span[^<>]*\sdata-build-year[^<>]*>)<\/span>/g, `$1${year}</span>`);
}

export function landingPage(): Plugin[] {
  const isLanding = (filename: string) => filename.replaceAll('\\', '/').endsWith(`/${SOURCE_PAGE}`);
  return [
    {
      name: 'masar:landing-page',
      transformIndexHtml: {
        order: 'pre',
        handler: (html, ctx) => (isLanding(ctx.filename) ? renderLandingTemplate(html, arLanding) : html),
      },
      // Vite writes an HTML entry where it sits (landing/index.html); the server reads landing.html.
      generateBundle: {
        order: 'post',
        handler(_, bundle) {
          const page = bundle[SOURCE_PAGE];
          if (!page || page.type !== 'asset') return;
          delete bundle[SOURCE_PAGE];
          this.emitFile({ type: 'asset', fileName: LANDING_OUTPUT, source: page.source });
        },
      },
    },
    {
      name: 'masar:landing-fonts',
      transformIndexHtml: {
        order: 'post',
        handler(html, ctx) {
          if (!isLanding(ctx.filename) || !ctx.bundle) return html;
          const fonts = Object.keys(ctx.bundle).filter((file) => PRELOADED_FONTS.some((pattern) => pattern.test(file)));
          return fonts.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head' as const,
          }));
        },
      },
    },
  ];
}
