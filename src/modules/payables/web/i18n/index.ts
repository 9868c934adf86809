import { defineTexts } from '../../../../web/lib/module-i18n';
import type { PayablesTexts } from './ar';

// Vendors and payables texts (namespace `payables`): the active language's bundle is fetched with the module's code.
export const usePayablesT = defineTexts<PayablesTexts>('payables', { ar: () => import('./ar'), en: () => import('./en') });
