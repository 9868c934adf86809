import { defineTexts } from '../../../../web/lib/module-i18n';
import type { QuotationsTexts } from './ar';

// Quotations texts (namespace `quotations`): the active language's bundle is fetched with the module's code.
export const useQuotationsT = defineTexts<QuotationsTexts>('quotations', { ar: () => import('./ar'), en: () => import('./en') });
