import { defineTexts } from '../../../../web/lib/module-i18n';
import type { DepositsTexts } from './ar';

// Deposits register texts (namespace `deposits`): the active language's bundle is fetched with the page.
export const useDepositsT = defineTexts<DepositsTexts>('deposits', { ar: () => import('./ar'), en: () => import('./en') });
