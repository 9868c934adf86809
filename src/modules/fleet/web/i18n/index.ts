import { defineTexts } from '../../../../web/lib/module-i18n';
import type { FleetTexts } from './ar';

// Fleet texts (namespace `fleet`): the active language's bundle is fetched with the module's code.
export const useFleetT = defineTexts<FleetTexts>('fleet', { ar: () => import('./ar'), en: () => import('./en') });
