import { defineTexts } from '../../../../web/lib/module-i18n';
import type { PayrollTexts } from './ar';

// Payroll texts (namespace `payroll`): the active language's bundle is fetched with the module's code.
export const usePayrollT = defineTexts<PayrollTexts>('payroll', { ar: () => import('./ar'), en: () => import('./en') });
