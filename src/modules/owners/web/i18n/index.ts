import { defineTexts } from '../../../../web/lib/module-i18n';
import type { OwnersTexts } from './ar';

// Owners texts (namespace `owners`): the active language's bundle is fetched with the module's code.
export const useOwnersT = defineTexts<OwnersTexts>('owners', { ar: () => import('./ar'), en: () => import('./en') });
