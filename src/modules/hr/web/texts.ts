// The hr pages' texts are a part of the catalogue (i18n/catalogues/parts.ts): fetched as soon as
// one of those pages' code is imported (also when preloaded), and awaited by the page itself.
import { loadTexts, useTexts } from '../../../web/i18n';

void loadTexts('hr');

export function useHrTexts(): void {
  useTexts('hr');
}
