import { defineTexts } from '../../../../web/lib/module-i18n';
import type { HrTexts } from './ar';

// The HR pages' texts (namespace `hr`): the active language's bundle is fetched with HR's code.
export const useHrT = defineTexts<HrTexts>('hr', { ar: () => import('./ar'), en: () => import('./en') });
