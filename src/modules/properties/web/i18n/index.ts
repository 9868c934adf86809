import { defineTexts } from '../../../../web/lib/module-i18n';
import type { PropertiesTexts } from './ar';

// Texts of properties and their maintenance (namespace `properties`): the active language's bundle is fetched with the module's code.
export const usePropertiesT = defineTexts<PropertiesTexts>('properties', { ar: () => import('./ar'), en: () => import('./en') });
