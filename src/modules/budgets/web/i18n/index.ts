import { defineTexts } from '../../../../web/lib/module-i18n';
import type { BudgetsTexts } from './ar';

// Budget texts (namespace `budgets`): the active language's bundle is fetched with the module's code.
export const useBudgetsT = defineTexts<BudgetsTexts>('budgets', { ar: () => import('./ar'), en: () => import('./en') });
