import { describe, expect, it } from 'vitest';
import { emptyOwner, toOwnerInput, validateOwner } from './owner-form';

describe('owner form', () => {
  it('asks for the ID that fits the type and a commission from 0 to 100', () => {
    expect(validateOwner({ ...emptyOwner(), nameAr: 'خالد' })).toEqual({ civilId: 'required' });
    expect(validateOwner({ ...emptyOwner(), nameAr: 'شركة', ownerType: 'company', civilId: '1' })).toEqual({ commercialRegister: 'required' });
    expect(validateOwner({ ...emptyOwner(), nameAr: 'خالد', civilId: '1', commissionRate: '١٠١' })).toEqual({ commissionRate: 'invalid_commission' });
    expect(validateOwner({ ...emptyOwner(), nameAr: 'خالد', civilId: '1', commissionRate: '٧٫٥' })).toEqual({});
  });

  it('sends the IBAN plain, Arabic digits as Latin, and clears the ID that does not fit the type', () => {
    const body = toOwnerInput({ ...emptyOwner(), ownerType: 'company', nameAr: 'شركة', civilId: '123', commercialRegister: 'CR-1', iban: 'qa58 dohb 0000', commissionRate: '٧٫٥' });
    expect(body).toMatchObject({ civilId: null, commercialRegister: 'CR-1', iban: 'QA58DOHB0000', commissionRate: '7.5' });
  });
});
