import { registerBundle, useModuleT } from '../../../../web/lib/module-i18n';
import { ar } from './ar';
import { en } from './en';

// Plans and subscriptions texts (namespace `subscriptions`), registered when a page is first imported.
registerBundle('subscriptions', ar, en);

export const useSubscriptionsT = () => useModuleT<typeof ar>('subscriptions');
