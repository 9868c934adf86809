import { defineTexts } from '../../../../web/lib/module-i18n';
import type { AuditTexts } from './ar';
import type { BackupTexts } from './backup/ar';
import type { ApprovalsTexts } from './approvals/ar';
import type { SignatureTexts } from './signature/ar';

// Audit trail texts (namespace `audit`): the active language's bundle is fetched with the page's code.
export const useAuditT = defineTexts<AuditTexts>('audit', { ar: () => import('./ar'), en: () => import('./en') });

// The platform backups page's texts (namespace `backup`).
export const useBackupT = defineTexts<BackupTexts>('backup', { ar: () => import('./backup/ar'), en: () => import('./backup/en') });

// The approvals' texts (namespace `approvals`): the /approvals page and a record's approval card.
export const useApprovalsT = defineTexts<ApprovalsTexts>('approvals', { ar: () => import('./approvals/ar'), en: () => import('./approvals/en') });

// The electronic signature settings' texts (namespace `signature`).
export const useSignatureT = defineTexts<SignatureTexts>('signature', { ar: () => import('./signature/ar'), en: () => import('./signature/en') });
