/** The display preferences stored on the profile, read safely and applied app-wide. */
import type { i18n as I18n } from 'i18next';
import { isLanguage, type Language } from '../../../i18n/language';
import { isCalendarSystem, isNumberingSystem, setFormatPreferences, type CalendarSystem, type NumberingSystem } from '../../../lib/format-preferences';
import { THEMES, type Theme } from '../../../lib/theme';
import type { Profile } from '../api/types';

export type Preferences = {
  languagePreference: Language;
  theme: Theme;
  numberingSystem: NumberingSystem;
  calendar: CalendarSystem;
};

export const DEFAULT_PREFERENCES: Preferences = { languagePreference: 'ar', theme: 'system', numberingSystem: 'latn', calendar: 'gregory' };

const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);

/** The server stores free text; anything unknown falls back to the defaults (Arabic, system, Latin, Gregorian). */
export function readPreferences(profile: Partial<Profile> | null | undefined): Preferences {
  return {
    languagePreference: isLanguage(profile?.languagePreference) ? profile.languagePreference : DEFAULT_PREFERENCES.languagePreference,
    theme: isTheme(profile?.theme) ? profile.theme : DEFAULT_PREFERENCES.theme,
    numberingSystem: isNumberingSystem(profile?.numberingSystem) ? profile.numberingSystem : DEFAULT_PREFERENCES.numberingSystem,
    calendar: isCalendarSystem(profile?.calendar) ? profile.calendar : DEFAULT_PREFERENCES.calendar,
  };
}

export type PreferenceTargets = { i18n: Pick<I18n, 'language' | 'changeLanguage'>; setTheme: (theme: Theme) => void };

/** Language → i18next (which sets lang/dir), theme → the theme provider, digits/calendar → lib/format. */
export function applyPreferences(preferences: Partial<Preferences>, targets: PreferenceTargets): void {
  const { languagePreference, theme, numberingSystem, calendar } = preferences;
  if (theme) targets.setTheme(theme);
  if (numberingSystem || calendar) setFormatPreferences({ numberingSystem, calendar });
  if (languagePreference && targets.i18n.language !== languagePreference) void targets.i18n.changeLanguage(languagePreference);
}
