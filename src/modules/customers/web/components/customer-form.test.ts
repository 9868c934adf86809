import { describe, expect, it } from 'vitest';
import type { Customer } from '../api/types';
import { customerPatch, emptyCustomer, toCustomerInput, toCustomerValues, validateCustomer } from './customer-form';

describe('the customer form', () => {
  it('needs a name in one language and a phone', () => {
    expect(validateCustomer(emptyCustomer())).toEqual({ nameAr: 'required', phone: 'required' });
    expect(validateCustomer({ ...emptyCustomer(), nameEn: 'Fahad', phone: '+965 5000 0000' })).toEqual({});
  });

  it('sends empty optional fields as null and patches only what changed', () => {
    const body = toCustomerInput({ ...emptyCustomer(), nameAr: ' فهد ', phone: '+965 5000 0000' });
    expect(body).toMatchObject({ customerType: 'individual', nameAr: 'فهد', nameEn: null, phone: '+965 5000 0000', creditLimit: '0', isActive: true });
    const saved = { ...toCustomerInput(toCustomerValues({ ...body, id: 'c1', customerNumber: 'CUS-00001', createdAt: '', creditLimit: '0.000' } as unknown as Customer)), id: 'c1', customerNumber: 'CUS-00001', createdAt: '', creditLimit: '0.000', isBlacklisted: false, blacklistReason: null } as unknown as Customer;
    expect(customerPatch(toCustomerValues(saved), saved)).toEqual({});
    expect(customerPatch({ ...toCustomerValues(saved), city: 'الجهراء' }, saved)).toEqual({ city: 'الجهراء' });
  });
});
