// The message a person sees after a clock-in or clock-out attempt, chosen in exactly the order
// of spec §8 (shared by the header button and its tests). Texts live in the message catalogue.
import { message, type MessageCode } from '../i18n/messages';

export type ClockResponse = {
  success?: boolean;
  message?: string | null;
  /** A plain string from the server, or our API error object. */
  error?: string | { code?: string; message?: string } | null;
  errorCode?: string | null;
  needsConfiguration?: boolean | null;
  distance?: number | null;
  allowedRadius?: number | null;
};

type Lang = 'ar' | 'en';

const BY_CODE: Record<string, MessageCode> = {
  LOCATION_OUT_OF_RANGE: 'location_out_of_range',
  ALREADY_CLOCKED_IN: 'already_clocked_in',
  LOCATION_VERIFICATION_FAILED: 'location_verification_failed',
  DATABASE_ERROR: 'database_error',
  LOCATION_PERMISSION_DENIED: 'location_permission_denied',
  LOCATION_UNAVAILABLE: 'location_unavailable',
};

/** "N metres", or "X km" over 1000 m (spec §8). */
export function formatDistance(metres: number, lang: Lang): string {
  if (metres > 1000) {
    const km = (metres / 1000).toFixed(1);
    return lang === 'ar' ? `${km} كم` : `${km} km`;
  }
  return lang === 'ar' ? `${Math.round(metres)} متر` : `${Math.round(metres)} metres`;
}

export function clockFailureMessage(res: ClockResponse, lang: Lang): string {
  // 1. A plain error string from the server.
  if (typeof res.error === 'string' && res.error.trim()) return res.error;
  if (res.error && typeof res.error === 'object' && res.error.message) return res.error.message;
  // 2. Office not configured.
  if (res.needsConfiguration) return message('office_location_not_configured', lang);
  // 3. Distance with the allowed radius.
  if (typeof res.distance === 'number' && typeof res.allowedRadius === 'number') {
    return message('location_too_far', lang, { distance: formatDistance(res.distance, lang), radius: res.allowedRadius });
  }
  // 4. By error code; an unknown code is an unexpected error.
  if (res.errorCode) return message(BY_CODE[res.errorCode] ?? 'unexpected_error', lang);
  // 5. The message field, or the default out-of-area message.
  return res.message?.trim() || message('location_out_of_range', lang);
}

export type GeolocationFailure = 'permission_denied' | 'position_unavailable' | 'timeout' | 'unsupported' | 'other';

const GEO: Record<GeolocationFailure, MessageCode> = {
  permission_denied: 'location_permission_denied',
  position_unavailable: 'location_unavailable',
  timeout: 'location_timeout',
  unsupported: 'location_unsupported',
  other: 'location_verification_failed',
};

export function geolocationMessage(kind: GeolocationFailure, lang: Lang): string {
  return message(GEO[kind], lang);
}
