import { describe, expect, it } from 'vitest';
import { assetsOfPage } from '../features/pwa/build-plugin';
import { catalogueFiles, catalogueModule, preloadScript } from './build-plugin';
import { composeCatalogue } from './catalogues/compose';
import { CATALOGUE_PARTS, mergePieces, pieceOf } from './catalogues/parts';
import { i18n, i18nReady, loadTexts } from './index';
import { ar } from './locales/ar';
import { en } from './locales/en';

describe('catalogue pieces', () => {
  it('put back together, give the whole catalogue of each language', () => {
    for (const [language, own] of [['ar', ar], ['en', en]] as const) {
      const full = composeCatalogue(language, own);
      const rebuilt = [undefined, ...CATALOGUE_PARTS].reduce((all, part) => mergePieces(all, pieceOf(full, part)), {});
      expect(rebuilt).toEqual(full);
    }
  });

  it('keep the page texts out of the base, except the header clock button', () => {
    const base = pieceOf(composeCatalogue('ar', ar));
    expect(Object.keys(base)).not.toContain('profile');
    expect(Object.keys(base)).not.toContain('settings');
    expect(base.hr).toEqual({ clock: ar.hr.clock });
    expect(base.messages).toMatchObject({ invalid_credentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' });
  });

  it('become plain data at build time', () => {
    const code = catalogueModule({ language: 'en', part: 'profile' });
    const data = JSON.parse(JSON.parse(code.slice('export default JSON.parse('.length, code.lastIndexOf(')'))) as string);
    expect(data).toEqual({ profile: en.profile });
  });
});

describe('the preload of the active language', () => {
  const bundle = {
    'assets/app-1.js': { type: 'chunk' as const, fileName: 'assets/app-1.js', facadeModuleId: '/src/web/main.tsx', imports: [] },
    'assets/ar-2.js': { type: 'chunk' as const, fileName: 'assets/ar-2.js', facadeModuleId: '/src/web/i18n/catalogues/ar.ts', imports: ['assets/shared-4.js'] },
    'assets/en-3.js': { type: 'chunk' as const, fileName: 'assets/en-3.js', facadeModuleId: '/src/web/i18n/catalogues/en.ts', imports: [] },
    'assets/ar-hr-5.js': { type: 'chunk' as const, fileName: 'assets/ar-hr-5.js', facadeModuleId: '/src/web/i18n/catalogues/ar-hr.ts', imports: [] },
    'assets/shared-4.js': { type: 'chunk' as const, fileName: 'assets/shared-4.js', facadeModuleId: null, imports: [] },
  };

  it('lists each base catalogue chunk with what it imports, not the page parts', () => {
    expect(catalogueFiles(bundle)).toEqual({ ar: ['/assets/ar-2.js', '/assets/shared-4.js'], en: ['/assets/en-3.js'] });
  });

  it('is precached by the service worker with the rest of index.html', () => {
    const html = `<head>${preloadScript(catalogueFiles(bundle))}</head>`;
    expect(assetsOfPage(html)).toEqual(['assets/ar-2.js', 'assets/shared-4.js', 'assets/en-3.js']);
  });
});

describe('loading texts', () => {
  it('starts with the active language only and adds a page part to every loaded language', async () => {
    await i18nReady;
    expect(i18n.language).toBe('ar');
    expect(i18n.t('auth.signIn.title')).toBe(ar.auth.signIn.title);
    expect(i18n.exists('hr.employees.subtitle')).toBe(false);
    expect(i18n.t('hr.clock.clockIn')).toBe(ar.hr.clock.clockIn);
    await loadTexts('hr');
    expect(i18n.t('hr.employees.subtitle')).toBe(ar.hr.employees.subtitle);
    await i18n.changeLanguage('en');
    // English arrives with the parts already asked for.
    expect(i18n.t('hr.employees.subtitle')).toBe(en.hr.employees.subtitle);
    expect(i18n.t('auth.signIn.title')).toBe(en.auth.signIn.title);
  });
});
