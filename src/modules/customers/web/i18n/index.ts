import { defineTexts } from '../../../../web/lib/module-i18n';
import type { CustomersTexts } from './ar';

// Customers texts (namespace `customers`): the active language's bundle is fetched with the module's code.
export const useCustomersT = defineTexts<CustomersTexts>('customers', { ar: () => import('./ar'), en: () => import('./en') });
