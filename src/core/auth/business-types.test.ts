import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES, BUSINESS_TYPE_IDS, businessSubtitle, isBusinessType } from './business-types';

describe('business types (spec §1)', () => {
  it('lists the ten types in the spec order', () => {
    expect(BUSINESS_TYPE_IDS).toEqual([
      'car_rental',
      'real_estate',
      'retail',
      'medical',
      'manufacturing',
      'restaurant',
      'logistics',
      'education',
      'consulting',
      'construction',
    ]);
    expect(Object.keys(BUSINESS_TYPES)).toEqual(BUSINESS_TYPE_IDS);
  });

  it('every type has its id and Arabic and English label and subtitle', () => {
    for (const id of BUSINESS_TYPE_IDS) {
      const type = BUSINESS_TYPES[id];
      expect(type.id).toBe(id);
      for (const text of [type.label, type.subtitle]) {
        expect(text.ar).toMatch(/[\u0600-\u06FF]/);
        expect(text.en.trim()).not.toBe('');
      }
    }
  });

  it('subtitles follow the spec examples', () => {
    expect(businessSubtitle('car_rental', 'en')).toBe('Car rental management system');
    expect(businessSubtitle('real_estate', 'en')).toBe('Real estate management system');
    expect(businessSubtitle('car_rental', 'ar')).toBe('نظام إدارة تأجير السيارات');
  });

  it('falls back to business management system', () => {
    for (const value of [null, undefined, '', 'bakery', 'CAR_RENTAL']) {
      expect(businessSubtitle(value, 'en')).toBe('Business management system');
      expect(businessSubtitle(value, 'ar')).toBe('نظام إدارة الأعمال');
    }
  });

  it('isBusinessType is exact', () => {
    expect(isBusinessType('medical')).toBe(true);
    expect(isBusinessType('Medical')).toBe(false);
    expect(isBusinessType(3)).toBe(false);
  });
});
