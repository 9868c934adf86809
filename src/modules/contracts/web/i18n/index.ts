import { defineTexts } from '../../../../web/lib/module-i18n';
import type { ContractsTexts } from './ar';

// Contracts texts (namespace `contracts`): the active language's bundle is fetched with the module's code.
export const useContractsT = defineTexts<ContractsTexts>('contracts', { ar: () => import('./ar'), en: () => import('./en') });
