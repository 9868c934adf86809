import { defineTexts } from '../../../../web/lib/module-i18n';
import type { LeasesTexts } from './ar';

// Lease texts (namespace `leases`): the active language's bundle is fetched with the module's code.
export const useLeasesT = defineTexts<LeasesTexts>('leases', { ar: () => import('./ar'), en: () => import('./en') });
