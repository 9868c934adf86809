// The settings page's texts are parts of the catalogue (i18n/catalogues/parts.ts), the company
// form sharing a few profile texts: fetched as soon as the page's code is imported (also when
// preloaded), and awaited by the page itself.
import { loadTexts, useTexts } from '../../i18n';

void loadTexts('settings');
void loadTexts('profile');

export function useSettingsTexts(): void {
  useTexts('settings');
  useTexts('profile');
}
