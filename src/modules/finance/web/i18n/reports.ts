import { defineTexts } from '../../../../web/lib/module-i18n';
import type { FinanceReportsTexts } from './reports-ar';

// Texts of the financial reports, the ledger and the overview (namespace `finance-reports`), apart
// from the ledger pages' own so each loads only with its pages.
export const useFinanceReportsT = defineTexts<FinanceReportsTexts>('finance-reports', { ar: () => import('./reports-ar'), en: () => import('./reports-en') });
