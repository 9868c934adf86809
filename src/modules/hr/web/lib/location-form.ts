/** The location-settings form: string values while typing, checks, and the PUT body. */
import type { MessageCode } from '../../../../core/i18n/messages';
import type { LocationSettings } from '../api/types';

export type LocationValues = {
  officeLatitude: string;
  officeLongitude: string;
  allowedRadius: string;
  workStartTime: string;
  workEndTime: string;
  lateGraceMinutes: string;
  autoCheckoutEnabled: boolean;
};
export type LocationField = Exclude<keyof LocationValues, 'autoCheckoutEnabled'>;
export const LOCATION_FIELDS: readonly LocationField[] = ['officeLatitude', 'officeLongitude', 'allowedRadius', 'workStartTime', 'workEndTime', 'lateGraceMinutes'];

export function toLocationValues(s: LocationSettings): LocationValues {
  return {
    officeLatitude: s.officeLatitude === null ? '' : String(s.officeLatitude),
    officeLongitude: s.officeLongitude === null ? '' : String(s.officeLongitude),
    allowedRadius: s.allowedRadius === null ? '' : String(s.allowedRadius),
    workStartTime: s.workStartTime ?? '',
    workEndTime: s.workEndTime ?? '',
    lateGraceMinutes: String(s.lateGraceMinutes),
    autoCheckoutEnabled: s.autoCheckoutEnabled,
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const num = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** A shared message code, or `grace_range` (a page text: the shared catalogue has no such message). */
export type LocationErrorCode = MessageCode | 'grace_range';

export function validateLocation(v: LocationValues): Partial<Record<LocationField, LocationErrorCode>> {
  const errors: Partial<Record<LocationField, LocationErrorCode>> = {};
  const lat = num(v.officeLatitude);
  const lng = num(v.officeLongitude);
  if (lat !== null && (!Number.isFinite(lat) || lat < -90 || lat > 90)) errors.officeLatitude = 'invalid_coordinates';
  if (lng !== null && (!Number.isFinite(lng) || lng < -180 || lng > 180)) errors.officeLongitude = 'invalid_coordinates';
  if ((lat === null) !== (lng === null)) errors[lat === null ? 'officeLatitude' : 'officeLongitude'] = 'required';
  const radius = num(v.allowedRadius);
  if (lat !== null && radius === null) errors.allowedRadius = 'required';
  else if (radius !== null && (!Number.isInteger(radius) || radius < 10 || radius > 5000)) errors.allowedRadius = 'invalid_radius';
  if (v.workStartTime && !TIME.test(v.workStartTime)) errors.workStartTime = 'invalid_time';
  if (v.workEndTime && !TIME.test(v.workEndTime)) errors.workEndTime = 'invalid_time';
  if (v.workStartTime && v.workEndTime && !errors.workStartTime && !errors.workEndTime && v.workEndTime <= v.workStartTime) errors.workEndTime = 'end_before_start';
  const grace = num(v.lateGraceMinutes);
  if (grace === null || !Number.isInteger(grace) || grace < 0 || grace > 240) errors.lateGraceMinutes = 'grace_range';
  return errors;
}

export function toLocationSettings(v: LocationValues): LocationSettings {
  return {
    officeLatitude: num(v.officeLatitude),
    officeLongitude: num(v.officeLongitude),
    allowedRadius: num(v.allowedRadius),
    workStartTime: v.workStartTime || null,
    workEndTime: v.workEndTime || null,
    lateGraceMinutes: num(v.lateGraceMinutes) ?? 0,
    autoCheckoutEnabled: v.autoCheckoutEnabled,
  };
}

/** An OpenStreetMap page centred on the point with a marker (a map picker needs Leaflet, not installed). */
export function osmLink(lat: number, lng: number, zoom = 17): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}

/** The embeddable OSM view of a box around the point (about ±radius). */
export function osmEmbed(lat: number, lng: number, radiusMetres: number): string {
  const dLat = Math.max(radiusMetres * 2, 300) / 111_320;
  const dLng = dLat / Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  const box = [lng - dLng, lat - dLat, lng + dLng, lat + dLat].map((n) => n.toFixed(5)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${box}&layer=mapnik&marker=${lat},${lng}`;
}
