import { describe, expect, it } from 'vitest';
import type { Profile } from '../api/types';
import { detailsPatch, toDetailValues, validateDetails } from './profile-form';

const profile: Profile = {
  firstName: 'Khalid',
  lastName: 'Al-Sabah',
  firstNameAr: 'خالد',
  lastNameAr: 'الصباح',
  position: null,
  positionAr: 'مدير',
  phone: null,
  avatarUrl: null,
  languagePreference: 'ar',
  theme: 'system',
  numberingSystem: 'latn',
  calendar: 'gregory',
};

describe('personal details form', () => {
  it('starts from the profile, nulls as empty fields', () => {
    expect(toDetailValues(profile)).toEqual({
      firstNameAr: 'خالد',
      lastNameAr: 'الصباح',
      firstName: 'Khalid',
      lastName: 'Al-Sabah',
      positionAr: 'مدير',
      position: '',
      phone: '',
    });
  });

  it('requires the English first name, checks lengths and the phone like the server', () => {
    const values = { ...toDetailValues(profile), firstName: ' ', phone: 'call me', lastNameAr: 'ا'.repeat(81) };
    expect(validateDetails(values)).toEqual({ firstName: 'required', phone: 'invalid_phone', lastNameAr: 'too_long' });
    expect(validateDetails({ ...toDetailValues(profile), phone: '+965 5555-1234' })).toEqual({});
  });

  it('sends only changed fields, trimmed, with emptied optional fields as null', () => {
    const values = { ...toDetailValues(profile), firstNameAr: ' خالد ', lastNameAr: 'العبدالله', positionAr: '', phone: '+96555551234' };
    expect(detailsPatch(values, profile)).toEqual({ lastNameAr: 'العبدالله', positionAr: null, phone: '+96555551234' });
    expect(detailsPatch({ ...toDetailValues(profile), lastName: '' }, profile)).toEqual({ lastName: '' });
    expect(detailsPatch(toDetailValues(profile), profile)).toEqual({});
  });
});
