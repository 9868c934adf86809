import { defineTexts } from '../../../../web/lib/module-i18n';
import type { LandingTexts } from './ar';

// Landing management texts (namespace `landing-admin`): the active language's bundle is fetched with the module's code.
export const useLandingT = defineTexts<LandingTexts>('landing-admin', { ar: () => import('./ar'), en: () => import('./en') });
