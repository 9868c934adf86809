import { defineTexts } from '../../../../web/lib/module-i18n';
import type { HealthTexts } from './ar';

// Financial system analysis texts (namespace `financeHealth`), fetched with the page.
export const useHealthT = defineTexts<HealthTexts>('financeHealth', { ar: () => import('./ar'), en: () => import('./en') });
