import { defineTexts } from '../../../../web/lib/module-i18n';
import type { FinesTexts } from './ar';

// Fines texts (namespace `fines`): the active language's bundle is fetched with the module's code.
export const useFinesT = defineTexts<FinesTexts>('fines', { ar: () => import('./ar'), en: () => import('./en') });
