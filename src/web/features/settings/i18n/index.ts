import { defineTexts } from '../../../lib/module-i18n';
import type { SettingsTexts } from './ar';

// The company settings page's texts (namespace `settings`): the active language's bundle is fetched with the page's code.
export const useSettingsT = defineTexts<SettingsTexts>('settings', { ar: () => import('./ar'), en: () => import('./en') });
