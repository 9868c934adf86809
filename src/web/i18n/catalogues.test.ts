import { describe, expect, it } from 'vitest';
import { assetsOfPage } from '../features/pwa/build-plugin';
import { catalogueFiles, catalogueModule, preloadScript } from './build-plugin';
import { composeCatalogue } from './catalogues/compose';
import { CATALOGUE_PARTS, mergePieces, pieceOf } from './catalogues/parts';
import { i18n, i18nReady, loadTexts } from './index';
import { ar } from './locales/ar';
import { en } from './locales/en';
import hrAr from '../../modules/hr/web/i18n/ar';
import hrEn from '../../modules/hr/web/i18n/en';

describe('catalogue pieces', () => {
  it('put back together, give the whole catalogue of each language', () => {
    for (const [language, own] of [['ar', ar], ['en', en]] as const) {
      const full = composeCatalogue(language, own);
      const rebuilt = [undefined, ...CATALOGUE_PARTS].reduce((all, part) => mergePieces(all, pieceOf(full, part)), {});
      expect(rebuilt).toEqual(full);
    }
  });

  it('keep the page texts out of the base, and the modules\' texts out of the whole', () => {
    const base = pieceOf(composeCatalogue('ar', ar));
    expect(Object.keys(base)).not.toContain('profile');
    expect(Object.keys(base)).not.toContain('settings');
    expect(Object.keys(composeCatalogue('ar', ar))).not.toContain('hr');
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
    expect(i18n.exists('profile.title')).toBe(false);
    await loadTexts('profile');
    expect(i18n.t('profile.title')).toBe(ar.profile.title);

    // A module's namespace (HR's): the Arabic bundle only, fetched once its code is imported.
    await import('../../modules/hr/web/i18n');
    await i18n.loadNamespaces('hr');
    expect(i18n.hasResourceBundle('ar', 'hr')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'hr')).toBe(false);
    // The app's typed getFixedT knows only its own catalogue.
    const fixedT = i18n.getFixedT.bind(i18n) as unknown as (lng: string, ns: string | string[]) => (key: string) => string;
    const hrArabic = fixedT('ar', ['hr', 'translation']);
    expect(hrArabic('employees.subtitle')).toBe(hrAr.employees.subtitle);
    // A module's `t` also reads the app's shared messages.
    expect(hrArabic('messages.invalid_credentials')).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');

    await i18n.changeLanguage('en');
    // English arrives with the parts and the namespaces already asked for, before it shows.
    expect(i18n.t('profile.title')).toBe(en.profile.title);
    expect(i18n.t('auth.signIn.title')).toBe(en.auth.signIn.title);
    expect(fixedT('en', 'hr')('employees.subtitle')).toBe(hrEn.employees.subtitle);
  });
});
