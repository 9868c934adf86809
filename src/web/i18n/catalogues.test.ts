import { describe, expect, it } from 'vitest';
import { assetsOfPage } from '../features/pwa/build-plugin';
import { catalogueFiles, catalogueModule, preloadScript } from './build-plugin';
import { composeCatalogue } from './catalogues/compose';
import { i18n, i18nReady } from './index';
import { ar } from './locales/ar';
import { en } from './locales/en';
import hrAr from '../../modules/hr/web/i18n/ar';
import hrEn from '../../modules/hr/web/i18n/en';

describe('the app catalogue', () => {
  it('holds the shell\'s texts and the shared messages, and none of a module\'s or page group\'s', () => {
    const catalogue = composeCatalogue('ar', ar);
    for (const namespace of ['hr', 'profile', 'settings']) expect(Object.keys(catalogue)).not.toContain(namespace);
    expect(catalogue.messages).toMatchObject({ invalid_credentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' });
  });

  it('becomes plain data at build time', () => {
    const code = catalogueModule({ language: 'en' });
    const data = JSON.parse(JSON.parse(code.slice('export default JSON.parse('.length, code.lastIndexOf(')'))) as string);
    expect(data).toEqual(composeCatalogue('en', en));
  });
});

describe('the preload of the active language', () => {
  const bundle = {
    'assets/app-1.js': { type: 'chunk' as const, fileName: 'assets/app-1.js', facadeModuleId: '/src/web/main.tsx', imports: [] },
    'assets/ar-2.js': { type: 'chunk' as const, fileName: 'assets/ar-2.js', facadeModuleId: '/src/web/i18n/catalogues/ar.ts', imports: ['assets/shared-4.js'] },
    'assets/en-3.js': { type: 'chunk' as const, fileName: 'assets/en-3.js', facadeModuleId: '/src/web/i18n/catalogues/en.ts', imports: [] },
    'assets/ar-6.js': { type: 'chunk' as const, fileName: 'assets/ar-6.js', facadeModuleId: '/src/modules/hr/web/i18n/ar.ts', imports: [] },
    'assets/shared-4.js': { type: 'chunk' as const, fileName: 'assets/shared-4.js', facadeModuleId: null, imports: [] },
  };

  it('lists each app catalogue chunk with what it imports, not the modules\' bundles', () => {
    expect(catalogueFiles(bundle)).toEqual({ ar: ['/assets/ar-2.js', '/assets/shared-4.js'], en: ['/assets/en-3.js'] });
  });

  it('is precached by the service worker with the rest of index.html', () => {
    const html = `<head>${preloadScript(catalogueFiles(bundle))}</head>`;
    expect(assetsOfPage(html)).toEqual(['assets/ar-2.js', 'assets/shared-4.js', 'assets/en-3.js']);
  });
});

describe('loading texts', () => {
  it('starts with the active language only; a namespace arrives in every language in use', async () => {
    await i18nReady;
    expect(i18n.language).toBe('ar');
    expect(i18n.t('auth.signIn.title')).toBe(ar.auth.signIn.title);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);

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
    // English arrives with the namespaces already asked for, before it shows.
    expect(i18n.t('auth.signIn.title')).toBe(en.auth.signIn.title);
    expect(fixedT('en', 'hr')('employees.subtitle')).toBe(hrEn.employees.subtitle);
  });
});
