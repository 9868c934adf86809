// From the module itself, not core/attendance's index: that would bring the message catalogue along.
import type { GeolocationFailure } from '../../../../core/attendance/clock-message';
import { GEOLOCATION_OPTIONS } from '../../../../core/attendance/geo';

export class GeolocationError extends Error {
  readonly kind: GeolocationFailure;
  constructor(kind: GeolocationFailure) {
    super(kind);
    this.name = 'GeolocationError';
    this.kind = kind;
  }
}

const BY_CODE: Record<number, GeolocationFailure> = { 1: 'permission_denied', 2: 'position_unavailable', 3: 'timeout' };

/** The browser's position with the options of spec §5 (high accuracy, 15 s, up to 30 s old). */
export function currentPosition(): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !navigator.geolocation) {
      reject(new GeolocationError('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new GeolocationError(BY_CODE[error.code] ?? 'other')),
      GEOLOCATION_OPTIONS,
    );
  });
}

export function geolocationFailure(error: unknown): GeolocationFailure {
  return error instanceof GeolocationError ? error.kind : 'other';
}
