import { defineTexts } from '../../../../web/lib/module-i18n';
import type { PermitsTexts } from './ar';

// Dispatch-permit texts (namespace `permits`): the active language's bundle is fetched with the module's code.
export const usePermitsT = defineTexts<PermitsTexts>('permits', { ar: () => import('./ar'), en: () => import('./en') });
