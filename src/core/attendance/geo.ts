// Distance between a person and the office, for geofenced clock-in (spec §5, §7).
import { dayInZone } from '../dates/formats';
const EARTH_RADIUS_M = 6_371_008.8;

export type LatLng = { latitude: number; longitude: number };

export function isValidCoordinate(p: { latitude: unknown; longitude: unknown }): p is LatLng {
  const { latitude, longitude } = p;
  return (
    typeof latitude === 'number' && Number.isFinite(latitude) && latitude >= -90 && latitude <= 90 &&
    typeof longitude === 'number' && Number.isFinite(longitude) && longitude >= -180 && longitude <= 180
  );
}

/** Great-circle distance in metres (haversine), rounded to the metre. */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone: "today" for attendance. */
export function localDate(instant: Date, timeZone: string): string {
  return dayInZone(instant, timeZone);
}

/** Browser geolocation options of spec §5: high accuracy, 15 s time-out, positions up to 30 s old. */
export const GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 } as const;
