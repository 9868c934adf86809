import { describe, expect, it } from 'vitest';
import { emptyTenant, toTenantInput, validateTenant } from './tenant-form';

describe('tenant form', () => {
  it('starts from what was looked up, and asks for a name, a phone and a readable income', () => {
    const seeded = emptyTenant({ civilId: '28863409876', phone: '+974 5512 3456' });
    expect(seeded).toMatchObject({ civilId: '28863409876', phone: '+974 5512 3456', customerType: 'individual' });
    expect(emptyTenant({ commercialRegister: 'CR-1' }).customerType).toBe('corporate');
    expect(validateTenant({ ...seeded, monthlyIncome: '12,5x' })).toEqual({ nameAr: 'required', monthlyIncome: 'invalid_amount' });
  });

  it('sends Arabic digits as Latin and clears what does not fit the type', () => {
    const body = toTenantInput({ ...emptyTenant(), nameAr: 'مريم', phone: '5512', monthlyIncome: '٣٨٬٠٠٠', commercialRegister: 'CR-9', contactPerson: 'x' });
    expect(body).toMatchObject({ monthlyIncome: '38000', commercialRegister: null, contactPerson: null, email: null });
  });
});
