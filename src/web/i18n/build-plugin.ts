/**
 * Build steps of the app's language catalogues (i18n/index.ts loads each language as a lazy chunk):
 * - each catalogue module becomes its finished data (`JSON.parse` of one string), so the chunk
 *   carries one language's texts and none of the code and both-language tables (core messages,
 *   roles, business types) it is composed from; `vite dev` keeps composing at run time;
 * - index.html gets a tiny inline script that preloads the stored language's base chunk (Arabic by
 *   default) alongside the app's scripts, instead of after them.
 * Runs in Node at build time only; nothing here reaches the browser.
 */
import type { Plugin } from 'vite';
import { composeCatalogue } from './catalogues/compose';
import type { Language } from './language';
import { ar } from './locales/ar';
import { en } from './locales/en';

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[] };
type Bundle = Record<string, Chunk | { type: 'asset' }>;

// catalogues/ar.ts and catalogues/en.ts
const CATALOGUE_MODULE = /\/i18n\/catalogues\/(ar|en)\.ts$/;

type Piece = { language: Language };

function catalogueOf(id: string | null | undefined): Piece | undefined {
  const match = id?.replaceAll('\\', '/').match(CATALOGUE_MODULE);
  return match ? { language: match[1] as Language } : undefined;
}

/** A catalogue module as data: parsing JSON is faster than evaluating the same object literal. */
export function catalogueModule({ language }: Piece): string {
  const data = composeCatalogue(language, language === 'ar' ? ar : en);
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});\n`;
}

/** The files to preload per language: the catalogue chunk and the chunks it imports statically. */
export function catalogueFiles(bundle: Bundle): Partial<Record<Language, string[]>> {
  const chunks = Object.values(bundle).filter((entry): entry is Chunk => entry.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: Partial<Record<Language, string[]>> = {};
  for (const chunk of chunks) {
    const piece = catalogueOf(chunk.facadeModuleId);
    if (!piece) continue;
    const { language } = piece;
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      for (const dependency of byName.get(fileName)?.imports ?? []) visit(dependency);
    };
    visit(chunk.fileName);
    files[language] = [...seen].map((file) => `/${file}`);
  }
  return files;
}

export function preloadScript(files: Partial<Record<Language, string[]>>): string {
  return `<script>
      // The active language's catalogue, fetched with the app's scripts (src/web/i18n/build-plugin.ts).
      (function () {
        var files = ${JSON.stringify(files)};
        var lang = 'ar';
        try { if (localStorage.getItem('lang') === 'en') lang = 'en'; } catch (e) {}
        (files[lang] || []).forEach(function (href) {
          var link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = href;
          document.head.appendChild(link);
        });
      })();
    </script>`;
}

export function languageCatalogues(): Plugin {
  return {
    name: 'masar:language-catalogues',
    apply: 'build',
    load(id) {
      const piece = catalogueOf(id);
      return piece ? catalogueModule(piece) : null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || ctx.filename.replaceAll('\\', '/').includes('/landing/')) return html;
        const files = catalogueFiles(ctx.bundle as unknown as Bundle);
        if (!files.ar || !files.en) throw new Error('language catalogues: the ar/en catalogue chunks were not found');
        return html.replace('</head>', `  ${preloadScript(files)}\n  </head>`);
      },
    },
  };
}
