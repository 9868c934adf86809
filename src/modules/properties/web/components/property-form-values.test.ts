import { describe, expect, it } from 'vitest';
import type { PropertyDetail } from '../api/types';
import { emptyProperty, propertyPatch, toNewProperty, toPropertyValues, validateProperty } from './property-form-values';

const saved = {
  id: 'p1', propertyCode: 'PRP-00001', parentId: null, unitNumber: null, nameAr: 'فيلا', nameEn: null, propertyType: 'villa', usage: 'residential', status: 'available',
  ownerId: null, city: 'الدوحة', district: null, address: null, areaSqm: '350.00', bedrooms: 4, bathrooms: 5, floors: null, floorNumber: null, parkingSpaces: 2,
  furnished: false, features: ['garden'], rentPrice: '12000', salePrice: null, latitude: '25.300000', longitude: '51.500000', description: null,
} as unknown as PropertyDetail;

describe('the property form', () => {
  it('sends a new property without its empty fields, so the server numbers it and a unit inherits its building', () => {
    const values = { ...emptyProperty(), nameAr: ' برج ', propertyType: 'building', floors: '١٢', rentPrice: '9,500', latitude: '25.1', longitude: '51.2' };
    expect(toNewProperty(values)).toEqual({ nameAr: 'برج', propertyType: 'building', status: 'available', floors: 12, rentPrice: '9500', latitude: 25.1, longitude: 51.2 });
    expect(toNewProperty({ ...emptyProperty(), nameAr: 'شقة', unitNumber: '101' }, 'b1')).toEqual({ nameAr: 'شقة', unitNumber: '101', propertyType: 'apartment', status: 'available', parentId: 'b1' });
  });

  it('patches only what changed, clears emptied fields, and never the status', () => {
    const values = toPropertyValues(saved);
    expect(propertyPatch(values, saved)).toEqual({});
    expect(propertyPatch({ ...values, rentPrice: '12000.000', areaSqm: '350' }, saved)).toEqual({});
    expect(propertyPatch({ ...values, city: '', bedrooms: '3', features: ['garden', 'gym'], status: 'sold' }, saved)).toEqual({ city: null, bedrooms: 3, features: ['garden', 'gym'] });
  });

  it('checks required names, numbers, amounts and both coordinates before sending', () => {
    expect(validateProperty({ ...emptyProperty(), nameAr: '' })).toEqual({ nameAr: 'required' });
    expect(validateProperty({ ...emptyProperty(), nameAr: 'x', bedrooms: 'two', rentPrice: '1.2.3', latitude: '25' })).toEqual({ bedrooms: 'invalid_number', rentPrice: 'invalid_amount', longitude: 'invalid_coordinates' });
    expect(validateProperty({ ...emptyProperty(), nameAr: 'x', latitude: '95', longitude: '51' })).toEqual({ latitude: 'invalid_coordinates' });
    expect(validateProperty({ ...emptyProperty(), nameAr: 'x' }, { unit: true })).toEqual({ unitNumber: 'required' });
  });
});
