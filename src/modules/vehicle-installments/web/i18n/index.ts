import { defineTexts } from '../../../../web/lib/module-i18n';
import type { FinancingTexts } from './ar';

// Vehicle-financing texts (namespace `financing`): the active language's bundle is fetched with the module's code.
export const useFinancingT = defineTexts<FinancingTexts>('financing', { ar: () => import('./ar'), en: () => import('./en') });
