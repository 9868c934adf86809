/**
 * The user's digits (Latin by default, Arabic-Indic as an option) and calendar (Gregorian by
 * default, Hijri Umm al-Qura: DECISIONS 8) for lib/format. A module of its own so the app shell
 * can apply a saved choice without loading the formatters.
 */
export const NUMBERING_SYSTEMS = ['latn', 'arab'] as const;
export type NumberingSystem = (typeof NUMBERING_SYSTEMS)[number];
export const CALENDARS = ['gregory', 'islamic-umalqura'] as const;
export type CalendarSystem = (typeof CALENDARS)[number];

export type FormatPreferences = { numberingSystem: NumberingSystem; calendar: CalendarSystem };

export const DEFAULT_FORMAT_PREFERENCES: FormatPreferences = { numberingSystem: 'latn', calendar: 'gregory' };

const STORAGE_KEYS = { numberingSystem: 'numberingSystem', calendar: 'calendar' } as const;

export function isNumberingSystem(value: unknown): value is NumberingSystem {
  return value === 'latn' || value === 'arab';
}

export function isCalendarSystem(value: unknown): value is CalendarSystem {
  return value === 'gregory' || value === 'islamic-umalqura';
}

// ---- The user's preferences: kept locally so the first paint after a reload already uses them.

function readStored(): FormatPreferences {
  try {
    const numberingSystem = localStorage.getItem(STORAGE_KEYS.numberingSystem);
    const calendar = localStorage.getItem(STORAGE_KEYS.calendar);
    return {
      numberingSystem: isNumberingSystem(numberingSystem) ? numberingSystem : DEFAULT_FORMAT_PREFERENCES.numberingSystem,
      calendar: isCalendarSystem(calendar) ? calendar : DEFAULT_FORMAT_PREFERENCES.calendar,
    };
  } catch {
    return DEFAULT_FORMAT_PREFERENCES;
  }
}

let preferences: FormatPreferences = typeof localStorage === 'undefined' ? DEFAULT_FORMAT_PREFERENCES : readStored();
const listeners = new Set<() => void>();

export function getFormatPreferences(): FormatPreferences {
  return preferences;
}

/** Applies new digits/calendar app-wide: every `useFormatter` user re-renders. */
export function setFormatPreferences(next: Partial<FormatPreferences>): void {
  const merged: FormatPreferences = {
    numberingSystem: isNumberingSystem(next.numberingSystem) ? next.numberingSystem : preferences.numberingSystem,
    calendar: isCalendarSystem(next.calendar) ? next.calendar : preferences.calendar,
  };
  if (merged.numberingSystem === preferences.numberingSystem && merged.calendar === preferences.calendar) return;
  preferences = merged;
  try {
    localStorage.setItem(STORAGE_KEYS.numberingSystem, merged.numberingSystem);
    localStorage.setItem(STORAGE_KEYS.calendar, merged.calendar);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

export function subscribeFormatPreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
