import { defineTexts } from '../../../../web/lib/module-i18n';
import type { InspectionsTexts } from './ar';

// Condition-check texts (namespace `inspections`): the active language's bundle is fetched with the module's code.
export const useInspectionsT = defineTexts<InspectionsTexts>('inspections', { ar: () => import('./ar'), en: () => import('./en') });
