import { defineTexts } from '../../../../web/lib/module-i18n';
import type { BillingTexts } from './ar';

// Billing texts (namespace `billing`): the active language's bundle is fetched with the module's code.
export const useBillingT = defineTexts<BillingTexts>('billing', { ar: () => import('./ar'), en: () => import('./en') });
