import { defineTexts } from '../../../../web/lib/module-i18n';
import type { AssetsTexts } from './ar';

// Fixed-asset texts (namespace `assets`): the active language's bundle is fetched with the module's code.
export const useAssetsT = defineTexts<AssetsTexts>('assets', { ar: () => import('./ar'), en: () => import('./en') });
