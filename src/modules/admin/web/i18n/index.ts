import { defineTexts } from '../../../../web/lib/module-i18n';
import type { AuditTexts } from './ar';
import type { BackupTexts } from './backup/ar';

// Audit trail texts (namespace `audit`): the active language's bundle is fetched with the page's code.
export const useAuditT = defineTexts<AuditTexts>('audit', { ar: () => import('./ar'), en: () => import('./en') });

// The platform backups page's texts (namespace `backup`).
export const useBackupT = defineTexts<BackupTexts>('backup', { ar: () => import('./backup/ar'), en: () => import('./backup/en') });
