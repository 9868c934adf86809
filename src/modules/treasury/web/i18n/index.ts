import { defineTexts } from '../../../../web/lib/module-i18n';
import type { TreasuryTexts } from './ar';

// Treasury texts (namespace `treasury`): the active language's bundle is fetched with the module's code.
export const useTreasuryT = defineTexts<TreasuryTexts>('treasury', { ar: () => import('./ar'), en: () => import('./en') });
