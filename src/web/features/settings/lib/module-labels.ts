/** A module's name and description for the settings list, from its manifest (src/modules). */
import { MODULES } from '../../../../modules';
import type { Language } from '../../../i18n/language';

export type ModuleText = { name: string; description: string | null };

const BY_ID = new Map(MODULES.map((manifest) => [manifest.id, manifest]));

export function moduleText(id: string, language: Language): ModuleText {
  const manifest = BY_ID.get(id);
  if (!manifest) return { name: id.replaceAll('_', ' '), description: null };
  return { name: manifest.label[language], description: manifest.description[language] };
}
