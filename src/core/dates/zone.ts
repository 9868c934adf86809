import { dateTimeFormat } from './formats';

// Wall-clock times of a company's time zone as instants. A rental branch's "end of the validity
// day" or "start of the month" is its own midnight, not UTC's (three hours apart in the Gulf).

/** The offset of a zone at an instant, as "+03:00" (Gulf zones have no daylight saving). */
/** Whether `value` names a time zone this runtime knows (an IANA name such as Asia/Kuwait). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export function zoneOffset(timeZone: string, at = new Date()): string {
  const name = dateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-]\d{2}):?(\d{2})?/.exec(name);
  return match ? `${match[1]}:${match[2] ?? '00'}` : '+00:00';
}

/** "2026-11-21T09:30" (or with seconds) on the zone's clock → ISO 8601 with the zone's offset. */
export function localToIso(local: string, timeZone: string): string {
  return `${local.length === 16 ? `${local}:00` : local}${zoneOffset(timeZone, new Date(`${local}Z`))}`;
}

/** The instant a wall-clock time happens in the zone. */
export function zonedInstant(local: string, timeZone: string): Date {
  return new Date(localToIso(local, timeZone));
}
