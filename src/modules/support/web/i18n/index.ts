import { registerBundle, useModuleT } from '../../../../web/lib/module-i18n';
import { ar } from './ar';
import { en } from './en';

// Support's texts (namespace `support`), registered when a support page is first imported.
registerBundle('support', ar, en);

export const useSupportT = () => useModuleT<typeof ar>('support');
