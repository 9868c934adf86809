import type { BusinessType } from '../../core/auth/business-types';
import type { MessageCode } from '../../core/i18n/messages';
import type { Role } from '../../core/permissions/roles';
import type { ar } from './locales/ar';

// Typed keys: t('auth.signIn.title') is checked against the Arabic catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ar & { roles: Record<Role, string>; businessTypes: Record<BusinessType, string>; messages: Record<MessageCode, string> } };
  }
}
