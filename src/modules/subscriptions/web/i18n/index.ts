import { defineTexts } from '../../../../web/lib/module-i18n';
import type { ar } from './ar';

// The texts of plans and subscriptions (namespace `subscriptions`): the active language's bundle is fetched with the module's code.
export const useSubscriptionsT = defineTexts<typeof ar>('subscriptions', { ar: () => import('./ar'), en: () => import('./en') });
