import { defineTexts } from '../../../../web/lib/module-i18n';
import type { AlertsTexts } from './ar';

// Alerts panel texts (namespace `alerts`): the active language's bundle arrives with the panel's code.
export const useAlertsT = defineTexts<AlertsTexts>('alerts', { ar: () => import('./ar'), en: () => import('./en') });
