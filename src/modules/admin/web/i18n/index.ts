import { defineTexts } from '../../../../web/lib/module-i18n';
import type { AuditTexts } from './ar';

// Audit trail texts (namespace `audit`): the active language's bundle is fetched with the page's code.
export const useAuditT = defineTexts<AuditTexts>('audit', { ar: () => import('./ar'), en: () => import('./en') });
