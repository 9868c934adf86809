/** Time zones for the settings select: the Gulf's first, then every zone the browser knows. */
export const GULF_TIME_ZONES = ['Asia/Kuwait', 'Asia/Qatar', 'Asia/Riyadh', 'Asia/Dubai', 'Asia/Muscat', 'Asia/Bahrain'] as const;

export function otherTimeZones(current?: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  const zones = new Set(known.filter((zone) => !(GULF_TIME_ZONES as readonly string[]).includes(zone)));
  // A stored zone the browser does not list must still show as selected.
  if (current && !(GULF_TIME_ZONES as readonly string[]).includes(current)) zones.add(current);
  return [...zones].sort();
}

/** ISO weekdays in display order for a Gulf week (Saturday first), with their names in `language`. */
export function weekdays(language: string): { day: number; name: string }[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-06 was a Saturday (ISO 6).
  return [6, 7, 1, 2, 3, 4, 5].map((day, index) => ({ day, name: format.format(new Date(Date.UTC(2024, 0, 6 + index))) }));
}
