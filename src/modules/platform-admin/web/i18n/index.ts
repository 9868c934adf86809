import { registerBundle, useModuleT } from '../../../../web/lib/module-i18n';
import { ar } from './ar';
import { en } from './en';

// The console's texts (namespace `platform`), registered when a console page is first imported.
registerBundle('platform', ar, en);

export const usePlatformT = () => useModuleT<typeof ar>('platform');
