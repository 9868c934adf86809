import { defineTexts } from '../../../../web/lib/module-i18n';
import type { FleetReportsTexts } from './ar';

// Fleet reports texts (namespace `fleetReports`): the active language's bundle is fetched with the module's code.
export const useFleetReportsT = defineTexts<FleetReportsTexts>('fleetReports', { ar: () => import('./ar'), en: () => import('./en') });
