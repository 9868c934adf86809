import { defineTexts } from '../../../../web/lib/module-i18n';
import type { ar } from './ar';

// The platform console's texts (namespace `platform`): the active language's bundle is fetched with the module's code.
export const usePlatformT = defineTexts<typeof ar>('platform', { ar: () => import('./ar'), en: () => import('./en') });
