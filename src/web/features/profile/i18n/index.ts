import { defineTexts } from '../../../lib/module-i18n';
import type { ProfileTexts } from './ar';

// The profile page's texts (namespace `profile`): the active language's bundle is fetched with the page's code.
export const useProfileT = defineTexts<ProfileTexts>('profile', { ar: () => import('./ar'), en: () => import('./en') });
