import { defineTexts } from '../../../../web/lib/module-i18n';
import type { WorkOrdersTexts } from './ar';

// Vehicle maintenance texts (namespace `workOrders`): the active language's bundle is fetched with the module's code.
export const useWorkOrdersT = defineTexts<WorkOrdersTexts>('workOrders', { ar: () => import('./ar'), en: () => import('./en') });
