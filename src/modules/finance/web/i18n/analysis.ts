import { defineTexts } from '../../../../web/lib/module-i18n';
import type { FinanceAnalysisTexts } from './analysis-ar';

// Texts of /finance/analysis (namespace `finance-analysis`), loaded with that page only.
export const useFinanceAnalysisT = defineTexts<FinanceAnalysisTexts>('finance-analysis', { ar: () => import('./analysis-ar'), en: () => import('./analysis-en') });
