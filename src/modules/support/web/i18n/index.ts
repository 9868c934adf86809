import { defineTexts } from '../../../../web/lib/module-i18n';
import type { ar } from './ar';

// Support's texts (namespace `support`): the active language's bundle is fetched with the module's code.
export const useSupportT = defineTexts<typeof ar>('support', { ar: () => import('./ar'), en: () => import('./en') });
