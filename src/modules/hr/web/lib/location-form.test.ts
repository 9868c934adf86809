import { describe, expect, test } from 'vitest';
import { osmEmbed, osmLink, toLocationSettings, toLocationValues, validateLocation } from './location-form';

const demo = { officeLatitude: 29.3759, officeLongitude: 47.9774, allowedRadius: 150, workStartTime: '08:00', workEndTime: '17:00', lateGraceMinutes: 15, autoCheckoutEnabled: false };

describe('location settings form', () => {
  test('round trip: the saved settings come back unchanged', () => {
    expect(validateLocation(toLocationValues(demo))).toEqual({});
    expect(toLocationSettings(toLocationValues(demo))).toEqual(demo);
  });

  test('coordinates, radius (10–5000 m), times and grace are checked', () => {
    const values = { ...toLocationValues(demo), officeLatitude: '91', allowedRadius: '5', workEndTime: '07:00', lateGraceMinutes: '300' };
    expect(validateLocation(values)).toEqual({ officeLatitude: 'invalid_coordinates', allowedRadius: 'invalid_radius', workEndTime: 'end_before_start', lateGraceMinutes: 'grace_range' });
  });

  test('a point needs both coordinates and a radius; no point at all is allowed', () => {
    expect(validateLocation({ ...toLocationValues(demo), officeLongitude: '' })).toEqual({ officeLongitude: 'required' });
    expect(validateLocation({ ...toLocationValues(demo), allowedRadius: '' })).toEqual({ allowedRadius: 'required' });
    const none = { ...toLocationValues(demo), officeLatitude: '', officeLongitude: '', allowedRadius: '' };
    expect(validateLocation(none)).toEqual({});
    expect(toLocationSettings(none)).toMatchObject({ officeLatitude: null, officeLongitude: null, allowedRadius: null });
  });

  test('OpenStreetMap links put a marker on the point', () => {
    expect(osmLink(29.3759, 47.9774)).toBe('https://www.openstreetmap.org/?mlat=29.3759&mlon=47.9774#map=17/29.3759/47.9774');
    expect(osmEmbed(29.3759, 47.9774, 150)).toContain('marker=29.3759,47.9774');
  });
});
