import { defineTexts } from '../../../../web/lib/module-i18n';
import type { TenantsTexts } from './ar';

// Tenants texts (namespace `tenants`): the active language's bundle is fetched with the module's code.
export const useTenantsT = defineTexts<TenantsTexts>('tenants', { ar: () => import('./ar'), en: () => import('./en') });
